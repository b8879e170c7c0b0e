import type { Block } from '../article-types';

export default [
  {
    kind: 'p',
    text: "Flowers wilt and the food is eaten, but photographs are passed down for generations. Yet many families book a photographer after a quick look at a highlight reel and discover later that the thali-tying moment was missed or that half the relatives are absent from the album. Whether you are planning a wedding, a naming ceremony or a sixtieth birthday, these tips will help you choose well, brief your team and get pictures you will treasure.",
  },
  { kind: 'h2', text: 'Decide what kind of coverage you need' },
  {
    kind: 'ul',
    items: [
      'Traditional photography: posed family groups and every ritual covered from the front. Elders usually expect this, and it is essential for the stage photos at a reception.',
      'Candid photography: unposed moments, emotions and details, such as a grandmother laughing during the Haldi or the bride’s hands during the Kanyadaan.',
      'Traditional video: a full record of every ritual, useful for relatives who could not attend.',
      'Cinematic film: a short, edited film of three to eight minutes with music, plus a longer documentary edit.',
      'Extras: a drone for outdoor venues (check local permission rules), a pre-wedding shoot, a live stream for family abroad, or a photo booth for guests.',
    ],
  },
  {
    kind: 'p',
    text: "For a small home puja, one photographer for three or four hours is usually enough. For a full wedding, most families need a team of two photographers and one or two videographers, with an extra candid photographer for the main day.",
  },
  { kind: 'h2', text: 'How to choose the right photographer' },
  {
    kind: 'p',
    text: "Highlight reels show a photographer's best ten seconds. Ask instead to see one complete wedding album and one full film from a recent event, preferably a ceremony similar to yours. A photographer who has shot many Tamil weddings will know that the Mangalya Dharanam lasts only a few seconds and that they must be in position before the nadaswaram reaches its peak. Someone experienced with Punjabi weddings will know the energy of the Baraat and where to stand during the Jaimala. Meet the actual person who will shoot your event, not just the studio owner.",
  },
  { kind: 'h2', text: 'Build a shot list with your family' },
  {
    kind: 'p',
    text: "Sit down with your parents a month before the event and list the moments and people that matter. Share the list and the ritual timings with the photographer, and name one cousin or friend who knows both families as the group-photo coordinator.",
  },
  {
    kind: 'ul',
    items: [
      'Key rituals: Jaimala, Kanyadaan, Saat Phere and sindoor in North Indian weddings; Kashi Yatra, Oonjal and thali tying in Tamil weddings; Jeelakarra Bellam and Talambralu in Telugu weddings; Dhare Herdu and Saptapadi in Kannada weddings.',
      'Details: the mandap before guests arrive, jewellery, mehendi, invitation card, rangoli, the food counters.',
      'People: grandparents with the couple, each branch of the family, close friends, and the people who worked hard behind the scenes.',
      'Emotional moments: the Vidaai, the arrival at the new home, the first look between bride and groom.',
    ],
  },
  {
    kind: 'tip',
    text: 'Schedule group photos with elders before the main ritual, when everyone is fresh and dressed, rather than at the end of a long day when grandparents may have left.',
  },
  { kind: 'h2', text: 'Light, timing and working with the priest' },
  {
    kind: 'p',
    text: "Morning muhurthams in South India have soft, natural light, so make sure the mandap faces open space or a window and is not hidden behind a dark backdrop. Night weddings in the North need the photographer to bring proper lights; ask whether they use continuous LED panels, which are less disturbing than repeated flashes during the pheras. Introduce the photographer to the priest before the ceremony and agree where they can stand. A good team stays close without blocking the view for guests or getting in the way of the sacred fire.",
  },
  { kind: 'h2', text: 'Budget, contract and delivery' },
  {
    kind: 'p',
    text: "In 2026, traditional photography and video typically cost ₹40,000 to ₹1,00,000 per day in most cities. A candid photographer and cinematic film team costs ₹75,000 to ₹3,00,000 for a wedding, depending on the number of days and the studio's reputation. A drone adds ₹10,000 to ₹25,000, and a printed album usually costs ₹15,000 to ₹50,000. A three-hour home ceremony can be covered for ₹8,000 to ₹25,000.",
  },
  {
    kind: 'ul',
    items: [
      'How many edited photos and how many unedited images will we receive, and in what format?',
      'When will we get the sneak peek, the full gallery, the film and the album?',
      'Do you shoot on two memory cards at once, and how long do you keep a backup?',
      'What happens if the assigned photographer falls ill on the day?',
      'Are travel, food and stay for your team included, and what are the overtime charges?',
    ],
  },
  {
    kind: 'p',
    text: "Get everything in writing, pay the advance only against a signed agreement, and keep the final payment for delivery. Then relax and enjoy the day. The best photographs come from families who are actually celebrating, not posing for the camera all day.",
  },
] satisfies Block[];

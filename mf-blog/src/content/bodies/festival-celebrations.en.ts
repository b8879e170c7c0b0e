import type { Block } from '../article-types';

export default [
  {
    kind: 'p',
    text: "In India, the festival calendar is really a planning calendar. Priests, decorators, caterers and sound teams are busiest in the same few weeks every year, and families who plan even a month in advance get better prices and better people. Whether you are hosting a Lakshmi Puja for twenty relatives or organising Ganesh Chaturthi for an entire housing society, this guide will help you plan what to book, when to book it and how much to set aside.",
  },
  { kind: 'h2', text: 'The festivals that keep vendors busiest' },
  {
    kind: 'ul',
    items: [
      'Makar Sankranti, Pongal and Sankranti (January): kolam and rangoli artists, sugarcane and fresh turmeric for Pongal, kite parties in Gujarat and Rajasthan, and the three-day Sankranti with Bhogi bonfires in Andhra Pradesh and Telangana.',
      'Holi (March): colour parties with organic gulal, thandai counters, dhol players and a music system that can handle splashes of water.',
      'Ugadi and Gudi Padwa (March or April): new-year pujas, the bittersweet Ugadi pachadi in Telugu and Kannada homes, and mango-leaf torans on every door.',
      'Varalakshmi Vratam (July or August): a popular puja for married women in Karnataka, Andhra Pradesh and Tamil Nadu, with a decorated kalash as the goddess.',
      'Ganesh Chaturthi (August or September): clay idols, pandal decoration, daily aarti with a priest and a visarjan procession.',
      'Navratri, Durga Puja and Dasara (September or October): garba and dandiya nights, Bengali pandal culture, Golu displays of dolls in Tamil, Telugu and Kannada homes, and Bathukamma flower festivities in Telangana.',
      'Diwali (October or November): Lakshmi Puja, lights and diyas, rangoli, sweets and corporate gifting.',
      'Karthigai Deepam (November or December): rows of oil lamps in Tamil homes, one of the most beautiful and affordable decorations of the year.',
    ],
  },
  { kind: 'h2', text: 'Hosting a festival gathering at home' },
  {
    kind: 'p',
    text: "A home celebration is mostly about three things: the puja, the food and the atmosphere. For Diwali, book a priest for the Lakshmi Puja at least three weeks ahead, because the auspicious muhurat falls in a short evening window and every priest in your area has several homes to visit. Ask whether the puja can be completed in forty-five minutes if needed. For Navratri Golu, plan the steps and the theme of the doll display a week before, and prepare return gifts for the women who visit for haldi-kumkum: a small bag with a blouse piece, betel leaves, a coconut or a steel box is traditional.",
  },
  {
    kind: 'tip',
    text: 'For Diwali, order sweets and namkeen from a caterer or a trusted local halwai a fortnight in advance and ask for delivery two days before the festival. Prices and delivery delays both rise sharply in the last week.',
  },
  { kind: 'h2', text: 'Organising for a society or community' },
  {
    kind: 'p',
    text: "Community festivals need a committee and a written plan. Decide on the budget, collect contributions early and assign clear owners for the idol, the priest, the decoration, the sound system, food and cleanliness. For Ganesh Chaturthi and Durga Puja, check whether you need permission from the local police or municipal body for a pandal, loudspeakers or a procession. For garba nights, a dhol player and a DJ who knows the traditional songs will matter more than an expensive stage.",
  },
  {
    kind: 'ul',
    items: [
      'Has the sound vendor handled outdoor events of this size, and do they carry backup power?',
      'Can the decorator use reusable or natural materials instead of thermocol and plastic?',
      'Will the caterer serve prasad and a full meal for several hundred people, and how many servers will they send?',
      'Who cleans up after the event, and is that included in the quote?',
    ],
  },
  { kind: 'h2', text: 'What to budget' },
  {
    kind: 'p',
    text: "For a home Lakshmi Puja, plan for ₹2,100 to ₹5,100 in dakshina, ₹3,000 to ₹10,000 for flowers, diyas and rangoli, and ₹5,000 to ₹20,000 for sweets and snacks depending on the number of guests. A clay Ganesh idol of two to three feet usually costs ₹4,000 to ₹15,000. A housing society celebration for three hundred residents can range from ₹1,50,000 to ₹5,00,000 once pandal, lighting, sound, priest, food and cultural programmes are added. Professional rangoli artists charge roughly ₹2,500 to ₹10,000 for a large design at an entrance.",
  },
  { kind: 'h2', text: 'Celebrating responsibly' },
  {
    kind: 'p',
    text: "Festivals are better when neighbours and the environment enjoy them too. Choose unbaked clay idols that can be immersed in a bucket or an artificial tank at home. Use flowers, banana stems, mango leaves and cloth for decoration; they look better in photographs and cost less than most plastic items. Follow local rules on the timing of music and firecrackers, usually a cut-off of 10 pm, and prefer green crackers where they are allowed. Collect leftover food and distribute it through a local food bank. A little planning means the festival stays joyful from the first aarti to the final clean-up.",
  },
] satisfies Block[];

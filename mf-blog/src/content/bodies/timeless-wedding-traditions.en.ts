import type { Block } from '../article-types';

export default [
  {
    kind: 'p',
    text: "An Indian wedding is rarely a single event. It is a chain of small rituals, each with a purpose: to bring two families together, to bless the couple, and to mark the moment when a home is formed. Customs differ from Amritsar to Madurai, but most families share the same worry: how do we keep the traditions that matter to our elders without turning the week into an exhausting marathon? This guide walks through the key rituals across regions, how long each one really takes, and what to plan, book and budget for.",
  },
  { kind: 'h2', text: 'Before the wedding: rituals that bring families together' },
  {
    kind: 'p',
    text: "Almost every community begins with a formal agreement between the families. In Hindi-belt and Punjabi homes it is the Roka or Sagai, often a simple gathering with sweets, shagun envelopes and a ring exchange. Tamil families hold the Nichayathartham, where the wedding date is announced and the bride receives a saree from the groom's side. Telugu families call it Nischitartham, and in Karnataka the Nishchitartha is usually held a few months before the muhurtham with a formal exchange of betel leaves, areca nuts and fruits.",
  },
  {
    kind: 'p',
    text: "Closer to the wedding come the rituals of cleansing and joy. The Haldi ceremony, where turmeric paste is applied to the bride and groom, is now popular across India, while Telugu families perform Mangala Snanam and the Pellikuthuru and Pellikoduku ceremonies that formally make the bride and groom ready for marriage. Mehendi evenings and Sangeet nights were once North Indian, but many South Indian families now host them too, usually on the same day to save on venue costs.",
  },
  {
    kind: 'tip',
    text: 'Combine Haldi and Mehendi into one afternoon-to-evening event at home or in a small hall. You save one day of venue rent, decoration and catering, which can easily be ₹60,000 to ₹1,50,000 in a metro city.',
  },
  { kind: 'h2', text: 'The wedding day: what happens in different regions' },
  {
    kind: 'p',
    text: "In a typical North Indian wedding, the groom arrives with the Baraat, is welcomed at the door by the bride's family (the Milni in Punjabi weddings), and the couple exchange garlands in the Jaimala. The sacred rituals follow in the mandap: Kanyadaan, the Saat Phere around the fire, and the application of sindoor and tying of the mangalsutra. Many of these ceremonies happen late at night, because the auspicious lagna is calculated from the couple's horoscopes.",
  },
  {
    kind: 'p',
    text: "South Indian weddings tend to happen in the morning. Tamil weddings often include the playful Kashi Yatra, where the groom pretends to leave for a life of study in Kashi until the bride's father persuades him to marry, followed by the Oonjal, where the couple sit on a swing while women sing and wave coloured rice balls. The high point is the Mangalya Dharanam, when the groom ties the thali with three knots. In Telugu weddings, the couple place Jeelakarra Bellam, a paste of cumin and jaggery, on each other's heads at the exact muhurtham, and then shower each other with turmeric rice in the joyful Talambralu. Kannada weddings include Dhare Herdu, where the bride's parents place her hand in the groom's with a coconut and betel leaves, and end with the Saptapadi and a glimpse of the Arundhati star.",
  },
  { kind: 'h2', text: 'After the wedding: farewell and welcome' },
  {
    kind: 'p',
    text: "The Vidaai is the emotional farewell as the bride leaves her parents' home, and the Griha Pravesh welcomes her into the new home, often by gently kicking a pot of rice across the threshold. Telugu and Kannada families perform Gruhapravesam along similar lines, and many families across India hold a Satyanarayana Puja in the first week of married life. The reception usually comes last and is the one event where you can be as modern as you like.",
  },
  { kind: 'h2', text: 'A realistic planning timeline' },
  {
    kind: 'ul',
    items: [
      'Nine to twelve months before: fix the muhurtham with your family priest, shortlist venues and block dates, because auspicious months fill up quickly.',
      'Six months before: book the purohit, caterer, photographer and decorator. Confirm whether the priest will bring the puja samagri or whether you must buy it.',
      'Three months before: finalise outfits, jewellery and the mehendi artist. Book nadaswaram players or a dhol and shehnai group.',
      'One month before: share a ritual-by-ritual schedule with every vendor so that the photographer and caterer know when the key moments happen.',
      'One week before: prepare trays for each ritual (coconuts, betel leaves, turmeric, kumkum, rice, flowers, sweets) and label them with the ceremony name.',
    ],
  },
  { kind: 'h2', text: 'Budget guide and questions to ask' },
  {
    kind: 'p',
    text: "Ritual costs are modest compared with venue and food, but they add up. In most cities, dakshina for the priest for a full wedding ranges from ₹11,000 to ₹51,000, puja samagri costs ₹5,000 to ₹15,000, a bridal mehendi artist charges ₹8,000 to ₹40,000, and a nadaswaram or dhol group costs ₹15,000 to ₹60,000 depending on hours and the number of musicians. Keep a contingency of about ten percent for last-minute items such as extra garlands or a second set of clothes for the Haldi.",
  },
  {
    kind: 'ul',
    items: [
      'Will you follow our family tradition and region, or a standard format? Can you explain each ritual briefly in our language for the guests?',
      'How long will each ceremony take, and what exactly must the family arrange before you arrive?',
      'Is travel included in your fee, and do you need an assistant?',
      'Can we shorten some rituals without losing their meaning if elders or guests are tired?',
    ],
  },
  {
    kind: 'p',
    text: "The most memorable weddings are not the most expensive ones. They are the ones where the family understands what each ritual means, the elders feel respected, and the couple have a moment to enjoy it. Plan the traditions first, then build the rest of the celebration around them.",
  },
] satisfies Block[];

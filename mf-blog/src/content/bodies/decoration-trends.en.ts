import type { Block } from '../article-types';

export default [
  {
    kind: 'p',
    text: "Decoration is where Indian celebrations have changed the most in the last few years. Families still want the marigolds, mango leaves and brass lamps their grandparents loved, but they also want spaces that photograph beautifully, feel less cluttered and do not fill a truck with thermocol waste the next morning. Here are the trends we see most on Utsav in 2026, how they adapt to different regions, and how to brief and budget for a decorator.",
  },
  { kind: 'h2', text: 'Trends families are choosing in 2026' },
  {
    kind: 'ul',
    items: [
      'Fresh flowers over artificial ones: marigold strings, rajnigandha, jasmine and roses, often in a single dominant colour for a cleaner look.',
      'Natural and reusable materials: banana leaves, coconut fronds, jute, cane, cotton drapes and potted plants that guests can take home.',
      'Heritage touches: brass urli bowls with floating flowers, Kanjeevaram or Banarasi fabric backdrops, antique lamps and hand-painted wooden panels.',
      'Warm, layered lighting: fairy lights, paper and fabric lanterns and rows of clay diyas instead of harsh white floodlights.',
      'Smaller, more personal setups: a family photo wall, a corner with the couple’s story, or a display of heirloom sarees.',
    ],
  },
  { kind: 'h2', text: 'Regional traditions worth keeping' },
  {
    kind: 'p',
    text: "In Tamil Nadu, a pair of banana trees with fruit at the entrance, a thoranam of mango leaves and a large kolam at the doorstep still signal a celebration better than any arch. Telugu weddings traditionally have a pelli pandiri, a canopy made with bamboo poles and decorated with mango leaves and flowers, while Kannada weddings often feature a mantapa with areca palm and coconut flower decoration. In the Hindi belt, marigold strings across balconies, Rajasthani umbrellas and colourful fabric canopies are popular for Haldi and Mehendi, and Punjabi weddings love bright phulkari dupattas as backdrops.",
  },
  {
    kind: 'p',
    text: "These elements are not just beautiful. Most are inexpensive, locally available and biodegradable, and elders recognise them instantly. A good decorator will blend them with modern lighting and layouts rather than replacing them.",
  },
  { kind: 'h2', text: 'Decorating for smaller home events' },
  {
    kind: 'p',
    text: "For a Griha Pravesh, a naming ceremony or a festival puja, you don't need a full decoration team. Focus on three spots: the entrance, the puja area and one backdrop for family photographs. A fresh toran on the door, a rangoli or kolam, a floral arrangement behind the deity and a simple marigold or drape backdrop can transform a living room in a few hours.",
  },
  {
    kind: 'tip',
    text: 'Order flowers from a local market vendor the evening before and keep them in a cool, shaded place wrapped in a damp cloth. Marigold strings stay fresh for a day or two; jasmine lasts only a few hours, so have it delivered in the morning.',
  },
  { kind: 'h2', text: 'What decoration costs' },
  {
    kind: 'p',
    text: "Costs depend heavily on flowers, which can double in price during the wedding and festival season. As a 2026 guide, simple home puja decoration costs ₹5,000 to ₹25,000. Haldi or Mehendi decoration at home or on a terrace typically costs ₹25,000 to ₹1,00,000. A wedding mandap ranges from ₹50,000 for a simple floral design to ₹5,00,000 or more for a large, fully fresh-flower setup, and a reception stage is usually ₹75,000 to ₹3,00,000. Lighting, entrance arches and table centrepieces are often quoted separately, so compare itemised quotes rather than totals.",
  },
  {
    kind: 'ul',
    items: [
      'Decide your top three priorities, usually the mandap or stage, the entrance and the lighting, and spend most of the budget there.',
      'Reuse decoration across events: the Mehendi backdrop can become the photo wall at the reception.',
      'Choose seasonal flowers; roses and marigolds are reliable year-round, while imported flowers add cost quickly.',
    ],
  },
  { kind: 'h2', text: 'Questions to ask your decorator' },
  {
    kind: 'ul',
    items: [
      'Can you show photographs of setups you have actually done, not just design references?',
      'Which flowers are fresh and which are artificial in your quote?',
      'How many hours do you need for setup and removal, and does the venue allow it?',
      'Does the venue permit open flames, nails, tape or heavy structures?',
      'Who is responsible if something breaks or a structure is unsafe?',
      'What happens to the flowers and materials after the event? Can they be composted or reused?',
    ],
  },
  {
    kind: 'p',
    text: "Share photos of your venue, your outfits and a few reference images with the decorator, and ask for a simple sketch or mock-up before you confirm. The best decoration supports the ceremony rather than competing with it, so leave enough room around the mandap or puja area for the priest, the family and the photographer to move freely.",
  },
] satisfies Block[];

import type { Block } from '../article-types';

export default [
  {
    kind: 'p',
    text: "Ask any guest what they remember about a function and the food will come up within a minute. A well-planned menu makes elders happy, keeps children fed and sets the mood for the whole event. A poorly planned one leads to long queues, cold rotis and a mountain of wasted food. Here is how to plan catering for a wedding, a puja or a family celebration, with regional menu ideas, quantities, costs and the questions that separate a good caterer from a risky one.",
  },
  { kind: 'h2', text: 'Choose a service style that suits your event' },
  {
    kind: 'ul',
    items: [
      'Traditional sit-down meal on banana leaves: the heart of Tamil, Telugu, Kannada and Kerala functions. Guests are served in batches, so plan for three or four sittings and enough servers for each row.',
      'Buffet: flexible and common for receptions and North Indian weddings. It needs more space and more food, because guests serve themselves generously.',
      'Live counters: dosa, chaat, tandoor, jalebi or pasta counters add excitement, but each needs a cook, gas and space, and each adds to the per-plate price.',
      'Home-style packed meals or a simple thali: ideal for small pujas, naming ceremonies and office celebrations.',
    ],
  },
  { kind: 'h2', text: 'Regional menu ideas' },
  {
    kind: 'p',
    text: "A Tamil wedding feast usually includes rice with sambar, rasam, mor kuzhambu, two or three poriyals, kootu, avial, vada, appalam, pickle, curd rice and at least one payasam, with a sweet such as kesari or jangiri at the start. A Telugu meal will often add pulihora, gongura pachadi, mudda pappu with ghee, a spicy curry and a sweet like bobbatlu or pootharekulu. Kannada functions are known for bisi bele bath, kosambari, chitranna, holige or obbattu and the delicate chiroti with sweet milk.",
  },
  {
    kind: 'p',
    text: "In the Hindi belt, a wedding menu might feature paneer, dal makhani, a seasonal sabzi, puri or tandoori roti, jeera rice, raita and a chaat counter, followed by gulab jamun, jalebi with rabri or moong dal halwa in winter. Punjabi families may want a live tandoor and sarson ka saag with makki di roti in the cold months. Mixing regions works well at an inter-state wedding: a dosa counter beside a chaat counter is often the most crowded spot of the evening.",
  },
  {
    kind: 'tip',
    text: 'For pujas and many family functions, ask for a satvik menu without onion and garlic, and confirm separately if any guests follow a Jain diet, which also avoids root vegetables. Good caterers will prepare these in separate vessels.',
  },
  { kind: 'h2', text: 'How much food to order' },
  {
    kind: 'p',
    text: "Caterers charge by the plate, so the confirmed guest count matters more than anything else. At large weddings, not everyone on the invitation list comes, while close community events often draw more guests than expected, so use your own family's past functions as a guide. Confirm the final count three or four days before, and agree in writing how many extra plates the caterer will keep ready and at what price. For buffets, one serving counter per hundred guests avoids long queues. Plan about one server for every fifteen to twenty guests at a sit-down meal.",
  },
  { kind: 'h2', text: 'What it costs' },
  {
    kind: 'p',
    text: "As a guide for 2026, a simple vegetarian meal for a home puja costs ₹300 to ₹600 per plate. A full wedding banana-leaf meal or a standard wedding buffet usually costs ₹700 to ₹1,500 per plate in most cities, and premium menus with several live counters can exceed ₹2,500 per plate. For a wedding of 400 guests at ₹1,100 a plate, the food bill alone is about ₹4,40,000, before taxes, tea and coffee counters, water and service staff. Ask whether crockery, tables, banana leaves and cleaning are included.",
  },
  { kind: 'h2', text: 'Questions to ask before you book' },
  {
    kind: 'ul',
    items: [
      'Do you have an FSSAI licence, and can we visit your kitchen?',
      'Can we do a tasting of the main dishes before we confirm the menu?',
      'Is the per-plate price inclusive of GST, service staff, water, crockery and transport?',
      'How do you keep food hot at the venue, and how long before serving will you cook?',
      'What is your policy for extra guests, and how do you charge for leftover plates?',
      'Can you manage separate satvik, Jain, diabetic or children’s options?',
    ],
  },
  {
    kind: 'p',
    text: "Finally, plan for leftovers before the event. Arrange clean containers and contact a local food bank or a community kitchen in advance so that surplus food reaches people who need it the same night. A generous table is a proud Indian tradition; making sure nothing goes to waste is an equally good one.",
  },
] satisfies Block[];

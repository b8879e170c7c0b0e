import type { Block } from '../article-types';

export default [
  {
    kind: 'p',
    text: "Some of the most meaningful moments in an Indian family's life happen not in a banquet hall but in the living room: a new house blessed with a homam, a baby given a name, a child's first bite of rice, a parent's sixtieth birthday celebrated with the whole family. Home ceremonies are smaller than weddings, but they still need a good priest, the right materials and a plan that respects both the ritual and your guests' time. Here is a practical guide to the ceremonies families book most often and how to organise them without stress.",
  },
  { kind: 'h2', text: 'The ceremonies families book most often' },
  {
    kind: 'ul',
    items: [
      'Griha Pravesh or Gruhapravesam: the housewarming, usually with a Ganapathi Homam, Vastu Shanti and the boiling of milk until it overflows, a sign of abundance. In Tamil Nadu and Andhra Pradesh this is often done before sunrise.',
      'Satyanarayana Puja: performed after a wedding, a new job or simply on a full-moon evening. It takes about two hours and ends with the sweet prasad called sheera or rava kesari.',
      'Naming ceremony: Namakaran in the North, Barasala in Telugu homes on the twenty-first day, and Namakarana in Karnataka, often on the eleventh or twelfth day. The name is whispered into the baby’s ear and often written on a plate of rice.',
      'Annaprashan: the first solid food, usually in the sixth month. Kerala families call it Choroonu and many perform it at Guruvayur; at home, the baby is offered kheer or payasam with a silver spoon.',
      'Seemantham, Valaikappu or Godh Bharai: the baby shower in the seventh or ninth month, where women of the family adorn the mother-to-be with glass bangles and bless her.',
      'Aksharabhyasam or Vidyarambham: the child writes the first letters on rice or a slate, often on Vijayadashami or Vasant Panchami.',
      'Shashtiabdapoorthi: the sixtieth birthday of the head of the family, celebrated in Tamil and Telugu homes almost like a second wedding, with the couple renewing their vows.',
    ],
  },
  { kind: 'h2', text: 'Booking the right priest' },
  {
    kind: 'p',
    text: "The priest sets the tone of the whole event. Look for someone who follows your family's tradition, whether that is Smartha, Vaishnava or a North Indian format, and who can speak your language. A Telugu family may want mantras explained in Telugu; a Hindi-speaking family living in Bengaluru may prefer a priest comfortable with Hindi. Ask friends for recommendations, or use a platform where you can see reviews and a clear price before you confirm.",
  },
  {
    kind: 'ul',
    items: [
      'Which rituals are included, and how long will the full ceremony take?',
      'Do you bring the samagri, and can you share a list of what we must keep ready?',
      'Do you need a havan kund or will you bring one? Is it safe for an apartment with smoke detectors?',
      'What is the total dakshina, and does it include travel, an assistant and the items used in the homam?',
      'Can the ceremony be finished before a specific time, such as rahu kalam or the end of an auspicious window?',
    ],
  },
  { kind: 'h2', text: 'Getting your home ready' },
  {
    kind: 'p',
    text: "Clear one room or a corner of the hall for the ritual, with enough floor space for the priest, the family and the fire. Lay a large cotton sheet or a mat, and keep a fire extinguisher or a bucket of sand nearby if there is a homam. Open windows and, in apartments, inform the society office in advance so that a smoke alarm does not bring security running in the middle of the mantras.",
  },
  {
    kind: 'ul',
    items: [
      'Turmeric, kumkum, sandalwood paste, camphor and incense sticks',
      'Betel leaves, areca nuts, coconuts, bananas and seasonal fruits',
      'Raw rice, ghee, a brass or silver kalash, and a lamp with cotton wicks',
      'Fresh flowers and garlands, mango leaves for the doorway toran',
      'New clothes for the main participants, and a plate with dakshina and a shawl for the priest',
    ],
  },
  {
    kind: 'tip',
    text: 'Prepare the samagri a day early and keep it in labelled trays. Most delays on the day come from a family member searching for camphor or a coconut while the priest waits.',
  },
  { kind: 'h2', text: 'What it costs' },
  {
    kind: 'p',
    text: "Costs vary with the city and the length of the ritual, but these ranges are typical in 2026. A Satyanarayana Puja usually costs ₹3,100 to ₹7,500 in dakshina. A Griha Pravesh with Ganapathi Homam and Vastu Shanti costs ₹11,000 to ₹31,000 including samagri. Naming and Annaprashan ceremonies are often ₹5,100 to ₹11,000. A Shashtiabdapoorthi with multiple homams can run from ₹50,000 to ₹2,00,000 with priests, samagri and food for guests. Add ₹300 to ₹800 per guest for a simple home-style lunch on banana leaves or plates.",
  },
  { kind: 'h2', text: 'On the day: keeping things smooth' },
  {
    kind: 'p',
    text: "Share the start time with guests as the time the key ritual begins, not when the priest arrives, so that elders are not kept waiting on the floor for hours. Assign one family member as the point of contact for the priest and another for the caterer. Keep water, chairs for elderly relatives and a quiet room for babies. Finally, take a few minutes after the ceremony to thank the priest properly and give prasad to neighbours and house helpers. Those small gestures are as much a part of the tradition as the mantras.",
  },
] satisfies Block[];

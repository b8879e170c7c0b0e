import type { Block } from '../article-types';

export default [
  {
    kind: 'p',
    text: "Looking your best at a wedding or a big family function is not about the most expensive makeup artist. It is about starting early, choosing a look that suits your face, your climate and your tradition, and booking people who listen. This guide covers skincare timelines, mehendi, regional bridal styles, what professional services cost, and the questions to ask before you pay an advance.",
  },
  { kind: 'h2', text: 'Start early: a skin and hair timeline' },
  {
    kind: 'ul',
    items: [
      'Three months before: see a dermatologist if you have acne or pigmentation. Start a simple routine of a gentle cleanser, moisturiser and sunscreen every day, and avoid trying new peels close to the date.',
      'Two months before: begin regular hair oiling and trims. If you plan to colour your hair, do it now so you can correct the shade if needed.',
      'Six weeks before: book a makeup and hair trial. Wear a blouse or kurta of the same neckline and colour family as your outfit.',
      'Two weeks before: last facial, waxing and threading. Anything later risks redness in the photographs.',
      'Two days before: mehendi, so the colour deepens to a rich maroon by the wedding day.',
      'The night before: eat well, drink water and sleep. No amount of concealer replaces rest.',
    ],
  },
  { kind: 'h2', text: 'Mehendi: designs, colour and safety' },
  {
    kind: 'p',
    text: "Bridal mehendi today ranges from dense Rajasthani patterns with peacocks, doli and wedding scenes to lighter Arabic designs with bold floral trails and empty space. Many brides hide the groom's name or initials within the pattern for him to find later. In South Indian weddings, mehendi used to be simple dots and a circle in the palm, but full-hand and feet designs are now common for Telugu, Tamil and Kannada brides too.",
  },
  {
    kind: 'p',
    text: "Insist on natural henna. So-called black henna or instant cones can contain PPD, a chemical that causes burns and allergic reactions. Ask the artist what is in the cone and do a small patch test a week before. For the darkest colour, keep the paste on for at least six hours, dab it with a lemon and sugar mix, and avoid water for the next twelve hours.",
  },
  {
    kind: 'tip',
    text: 'Plan the mehendi session around meals. A full bridal design takes four to six hours, so arrange for someone to feed the bride and keep her phone charged and within reach of a helper.',
  },
  { kind: 'h2', text: 'Regional bridal looks' },
  {
    kind: 'p',
    text: "A Tamil bride often wears a Kanjeevaram silk saree in rich colours with temple jewellery, a long braid decorated with jasmine and a jadanagam, and the traditional madisar drape in many Brahmin families. Telugu brides commonly wear a white or cream saree with a red border for the muhurtham, changing into a bright silk for later rituals, with flowers arranged in a poola jada along the braid. Kannada brides favour Mysore silk, often with a gold-bordered saree and a simple, elegant bun with flowers. In the Hindi belt, lehengas in red, maroon or pastel shades are common, while Punjabi brides wear the red and white chooda and golden kaleere on their wrists.",
  },
  {
    kind: 'p',
    text: "Whatever the tradition, the makeup should hold up for long hours under hot lights and sometimes in humid weather. In Chennai or Hyderabad in May, a waterproof base and setting spray are essential. For a morning muhurtham, ask for softer, natural tones that look good in daylight; for an evening reception, you can go bolder.",
  },
  { kind: 'h2', text: 'What it costs' },
  {
    kind: 'p',
    text: "Prices vary widely by city and by the artist's reputation. As a guide for 2026, bridal makeup with hair costs ₹15,000 to ₹40,000 with an experienced local artist and ₹50,000 to ₹1,50,000 with a celebrity or top-tier studio. HD and airbrush makeup usually add ₹5,000 to ₹15,000. Makeup for mothers, sisters and other family members is typically ₹3,000 to ₹8,000 per person. Bridal mehendi costs ₹8,000 to ₹40,000, while guest mehendi is charged at roughly ₹200 to ₹500 per hand. Saree draping alone is often ₹1,000 to ₹2,500.",
  },
  { kind: 'h2', text: 'Questions to ask your artist' },
  {
    kind: 'ul',
    items: [
      'Can I see unedited photos of brides you have done in daylight, not only filtered social media posts?',
      'Which brands do you use, and can you work with my sensitive skin or allergies?',
      'Is the trial free, or adjusted against the final fee?',
      'How many people will your team handle, and how long will each person take?',
      'Do you charge extra for early morning starts, travel or waiting time between ceremonies?',
      'Will you stay for touch-ups, or can you leave a kit and an assistant?',
    ],
  },
  {
    kind: 'p',
    text: "Finally, don't forget the groom and the family. A quick facial, a good haircut a week before and a neatly pressed sherwani or veshti make as much difference in photographs as the bride's look. When the whole family feels comfortable and confident, it shows in every picture.",
  },
] satisfies Block[];

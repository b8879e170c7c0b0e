import { toBlocks, type PolicySection as Section } from './policy-content';

export function PolicySection({ id, number, section }: { id: string; number: number; section: Section }) {
  return (
    <section className="policy__section" aria-labelledby={id}>
      <h2 id={id} className="policy__heading">
        <span className="policy__number">{number}.</span> {section.heading}
      </h2>
      {toBlocks(section).map((block) =>
        block.kind === 'paragraph' ? (
          <p key={block.key}>{block.text}</p>
        ) : (
          <ul key={block.key}>
            {block.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}

import type { Block } from '../../../content/article-types';

/** Plain text blocks only: nothing from content reaches the page as HTML. */
export function ArticleBody({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="blog-article__body">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'h2':
            return <h2 key={index}>{block.text}</h2>;
          case 'p':
            return <p key={index}>{block.text}</p>;
          case 'ul':
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'tip':
            return (
              <aside key={index} className="blog-tip">
                <p>{block.text}</p>
              </aside>
            );
        }
      })}
    </div>
  );
}

/** A policy namespace's shape: sections `s01`…, each a heading and paragraphs `p01`…. */
export type PolicySection = { heading: string } & Record<string, string>;
export type PolicySections = Record<string, PolicySection>;

export type Block = { kind: 'paragraph'; key: string; text: string } | { kind: 'list'; key: string; items: string[] };

const LIST_ITEM = /^-\s+/;

/** `s01`, `s02`, … in order, whatever order the JSON file lists them in. */
export const orderedKeys = (record: object, prefix: 's' | 'p'): string[] =>
  Object.keys(record)
    .filter((key) => new RegExp(`^${prefix}\\d+$`).test(key))
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));

/** Paragraphs in key order; consecutive "- " paragraphs become one list. */
export function toBlocks(section: PolicySection): Block[] {
  const blocks: Block[] = [];
  for (const key of orderedKeys(section, 'p')) {
    const text = section[key] ?? '';
    const last = blocks.at(-1);
    if (!LIST_ITEM.test(text)) blocks.push({ kind: 'paragraph', key, text });
    else if (last?.kind === 'list') last.items.push(text.replace(LIST_ITEM, ''));
    else blocks.push({ kind: 'list', key, items: [text.replace(LIST_ITEM, '')] });
  }
  return blocks;
}

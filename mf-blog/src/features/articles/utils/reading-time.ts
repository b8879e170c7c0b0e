import type { Block } from '../../../content/article-types';

/** An unhurried adult reading pace; what most publishers use for "min read". */
export const WORDS_PER_MINUTE = 200;

export function countWords(blocks: readonly Block[]): number {
  const text = blocks.map((block) => (block.kind === 'ul' ? block.items.join(' ') : block.text)).join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}

export const readingMinutes = (blocks: readonly Block[]) =>
  Math.max(1, Math.round(countWords(blocks) / WORDS_PER_MINUTE));

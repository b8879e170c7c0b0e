/** A description for search results and link previews: the first ~160 characters, cut at a word. */
export function previewText(text: string | null | undefined, max = 160): string | undefined {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** A picture a link preview can show: WhatsApp and Facebook take JPEG, PNG or WebP by URL, not SVG. */
export const previewImage = (url: string | undefined) => (url && /^https:\/\/.+\.(jpe?g|png|webp)(\?|$)/i.test(url) ? url : undefined);

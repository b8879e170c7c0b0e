// The search text as typed is kept whole (in the URL and the box), but the database searches
// at most SEARCH_TEXT_LIMIT characters and refuses more (search_catalogue, 0017). Like Google
// with its 32 words, the page searches the beginning of a long text and says so, instead of
// dropping it.

/** What search_catalogue and search_suggestions accept. */
export const SEARCH_TEXT_LIMIT = 100;
/** What the box and the URL keep: a pasted paragraph, not a whole document. */
export const SEARCH_TEXT_KEPT = 500;

/** The text from the URL, trimmed and cut to what is kept; undefined when empty. */
export function readSearchText(params: URLSearchParams): string | undefined {
  const text = params.get('q')?.trim().slice(0, SEARCH_TEXT_KEPT).trim();
  return text ? text : undefined;
}

/**
 * The part of the text that is searched: all of it when short enough, otherwise the words
 * that fit in the limit (a word cut in half would search for something nobody typed).
 */
export function searchedText(text: string | undefined): string | undefined {
  if (text === undefined || text.length <= SEARCH_TEXT_LIMIT) return text;
  const head = text.slice(0, SEARCH_TEXT_LIMIT + 1);
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, SEARCH_TEXT_LIMIT);
  return cut.trim() || undefined;
}

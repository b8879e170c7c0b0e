// The signed-in account UI as one chunk: the top bar's menus and the menu sheet's items load
// together, so the sheet never waits for a chunk of its own after it opens.
export { SignedInEntry, SignedInExtras } from './signed-in-nav';
export { default as SignedInSheetItems } from './signed-in-sheet-items';

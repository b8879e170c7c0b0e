import { describe, expect, it } from 'vitest';
import { EARLY_EVENTS_SCRIPT } from '../src/lib/early-events';
import { renderDocument } from './html-document';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Utsav</title></head><body><div id="root"></div></body></html>';

describe('the rendered document', () => {
  it("carries the inline scripts exactly as written (a `$'` in them is not a replacement pattern), and they parse", () => {
    const html = renderDocument(TEMPLATE, { markup: '<main>Hi</main>', head: undefined, state: { language: 'hi' }, styles: [], preloads: [] });
    expect(html).toContain(EARLY_EVENTS_SCRIPT);
    expect(html.indexOf(EARLY_EVENTS_SCRIPT)).toBeLessThan(html.indexOf('</head>'));
    for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) expect(() => new Function(code!)).not.toThrow();
  });
});

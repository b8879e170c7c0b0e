import { describe, expect, it } from 'vitest';
import { previewImage, previewText } from './preview-text';

describe('previewText', () => {
  it('keeps a short text, flattened, and cuts a long one at a word with an ellipsis', () => {
    expect(previewText('  Griha  pravesh\npooja ')).toBe('Griha pravesh pooja');
    const long = previewText('word '.repeat(60), 40)!;
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
    expect(previewText(null)).toBeUndefined();
  });
});

describe('previewImage', () => {
  it('takes photos by https URL, never the SVG art', () => {
    expect(previewImage('https://cdn.example/p/1.jpg?w=800')).toBe('https://cdn.example/p/1.jpg?w=800');
    expect(previewImage('http://localhost:4401/assets/pooja.svg')).toBeUndefined();
    expect(previewImage(undefined)).toBeUndefined();
  });
});

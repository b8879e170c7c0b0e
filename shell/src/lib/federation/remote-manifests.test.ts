import { describe, expect, it } from 'vitest';
import { parseOverride } from './remote-manifests';

describe('?remotes= override', () => {
  it('reads name@url pairs, keeping any @ inside the URL', () => {
    expect(parseOverride('?remotes=blog@http://localhost:4005/mf-manifest.json,catalog@http://u@h:1/m.json')).toEqual({
      blog: 'http://localhost:4005/mf-manifest.json',
      catalog: 'http://u@h:1/m.json',
    });
  });

  it('ignores malformed entries and an absent parameter', () => {
    expect(parseOverride('?remotes=blog,@http://x')).toEqual({});
    expect(parseOverride('?lang=hi')).toEqual({});
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTextDraft, loadTextDraft, saveTextDraft } from '@utsav/shared/forms/text-draft';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a text box draft', () => {
  it('is kept per key until cleared; an emptied box keeps nothing', () => {
    expect(loadTextDraft('a')).toBe('');
    saveTextDraft('a', 'Are you free on the 14th?');
    saveTextDraft('b', 'Other');
    expect(loadTextDraft('a')).toBe('Are you free on the 14th?');
    saveTextDraft('b', '');
    expect(sessionStorage.getItem('b')).toBeNull();
    clearTextDraft('a');
    expect(loadTextDraft('a')).toBe('');
  });

  it('does without storage when the browser blocks it', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveTextDraft('a', 'x')).not.toThrow();
    expect(loadTextDraft('a')).toBe('');
  });
});

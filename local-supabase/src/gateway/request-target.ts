// What a request asks for, read defensively: request lines come from anyone
// (`///`, `//x`, `*`, `http://other/…`, `%zz`) and must never throw.

export interface Target {
  pathname: string;
  searchParams: URLSearchParams;
}

/** The path and query of an origin-form request target, or undefined when it is not one. */
export function requestTarget(raw: string | undefined): Target | undefined {
  if (!raw || raw[0] !== '/') return undefined;
  try {
    // Prefixing the origin keeps `//host/x` a path instead of a scheme-relative URL (`new URL('///', base)` throws).
    const url = new URL(`http://gateway${raw}`);
    return { pathname: url.pathname, searchParams: url.searchParams };
  } catch {
    return undefined;
  }
}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Why a raw request target cannot reach Postgres as text, if it cannot: its percent-decoded bytes
 * are not valid UTF-8 (overlong forms like %C0%AF, encoded surrogates like %ED%A0%80) or hold a NUL.
 */
export function textProblem(raw: string): string | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const ch = raw.charCodeAt(i);
    if (ch === 0x25 && /^[0-9A-Fa-f]{2}$/.test(raw.slice(i + 1, i + 3))) {
      bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch < 0x80) {
      bytes.push(ch);
    } else {
      // Node's parser hands over non-ASCII request-line bytes as latin1 characters: one byte each.
      bytes.push(ch & 0xff);
    }
  }
  const buf = Uint8Array.from(bytes);
  try {
    fatalUtf8.decode(buf);
  } catch {
    return 'invalid byte sequence for encoding "UTF8"';
  }
  if (buf.includes(0)) return 'invalid byte sequence for encoding "UTF8": 0x00';
  return undefined;
}

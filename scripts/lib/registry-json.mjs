// Writes shared/federation/remote-registry.json the way people keep it: one app block per remote,
// one line per route or exposed module (objects of plain values stay on one line).
const INDENT = '  ';

const isFlat = (value) =>
  value !== null && typeof value === 'object' && Object.values(value).every((child) => child === null || typeof child !== 'object');

function format(value, depth) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const pad = INDENT.repeat(depth + 1);
  const close = INDENT.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    // A one-route app keeps its route on the line: `"routes": [{ "path": "/admin", ... }]`.
    if (value.length === 1 && isFlat(value[0])) return `[${format(value[0], depth + 1)}]`;
    return `[\n${value.map((child) => pad + format(child, depth + 1)).join(',\n')}\n${close}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  if (isFlat(value) && depth > 1) return `{ ${entries.map(([key, child]) => `${JSON.stringify(key)}: ${JSON.stringify(child)}`).join(', ')} }`;
  return `{\n${entries.map(([key, child]) => `${pad}${JSON.stringify(key)}: ${format(child, depth + 1)}`).join(',\n')}\n${close}}`;
}

export const formatRegistry = (registry) => `${format(registry, 0)}\n`;

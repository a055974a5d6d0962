const WIDTH = 110;

/**
 * JSON with two-space indents, but any object or array that fits on one line
 * kept on one line, and long lists of names packed several to a line.
 */
export function formatJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (flat === undefined) return 'null';
  if (indent.length + flat.length <= WIDTH || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== 'object' || v === null)) return packed(value, indent);
    return `[\n${value.map((v) => `${inner}${formatJson(v, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
}

function packed(values: unknown[], indent: string): string {
  const inner = `${indent}  `;
  const lines: string[] = [];
  let line = '';
  for (const v of values.map((x) => JSON.stringify(x))) {
    if (line && inner.length + line.length + v.length + 2 > WIDTH) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line}, ${v}` : v;
  }
  if (line) lines.push(line);
  return `[\n${lines.map((l) => `${inner}${l}`).join(',\n')}\n${indent}]`;
}

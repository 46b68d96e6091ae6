/**
 * JSON written the way the catalogue files are kept (the repository's formatter: two-space indent, lines of
 * at most 120 characters, a list of plain values on one line when it fits, objects one key a line), so an
 * exported file differs from the reviewed one only where a card changed.
 */
const LINE_WIDTH = 120;
const INDENT = '  ';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isPlain = (value: Json): value is null | boolean | number | string => value === null || typeof value !== 'object';

function formatValue(value: Json, indent: string, lineStart: number): string {
  if (isPlain(value)) return JSON.stringify(value);
  const inner = indent + INDENT;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isPlain)) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      // The closing comma of a list item or property counts towards the line.
      if (lineStart + flat.length + 1 <= LINE_WIDTH) return flat;
    }
    return `[\n${value.map((item) => inner + formatValue(item, inner, inner.length)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as { [key: string]: Json }).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => {
      const prefix = `${inner}${JSON.stringify(key)}: `;
      return prefix + formatValue(item, inner, prefix.length);
    })
    .join(',\n')}\n${indent}}`;
}

export function formatCatalogueJson(value: unknown): string {
  return `${formatValue(JSON.parse(JSON.stringify(value)) as Json, '', 0)}\n`;
}

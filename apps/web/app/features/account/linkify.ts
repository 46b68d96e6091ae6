/** A piece of plain text: words, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses up to the next space or angle bracket/quote; trailing punctuation is trimmed below.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits plain text (an email's text body, an SMS) into text and links, for rendering as React
 * elements: nothing is parsed as HTML, and only http(s) addresses become links. Sentence punctuation
 * right after an address ('…/confirm/abc.') stays text; a ')' is kept when the address opened one.
 */
export function linkifyText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    address = address.slice(0, address.length - trailing.length);
    // Keep balanced parentheses: 'https://en.wikipedia.org/wiki/Foo_(bar)'.
    let kept = trailing;
    while (kept.startsWith(')') && count(address, '(') > count(address, ')')) {
      address += ')';
      kept = kept.slice(1);
    }
    if (!URL.canParse(address)) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

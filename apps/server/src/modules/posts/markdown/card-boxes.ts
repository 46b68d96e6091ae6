import { cardBoxLine } from '@cardgenius/core/content';
import type { Node, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';

/** A live card box: `{{card:slug}}` alone on a line of a top-level paragraph. */
export interface CardBox extends Node {
  type: 'cardBox';
  slug: string;
}

declare module 'mdast' {
  interface RootContentMap {
    cardBox: CardBox;
  }
}

/**
 * Replaces every card-box line of the document's top-level paragraphs with a `cardBox` node, splitting
 * the paragraph around it. A box anywhere else (a list, a quote, a table, inside a sentence) stays text:
 * the page cannot put a live box there.
 */
export function splitCardBoxes(tree: Root): CardBox[] {
  const boxes: CardBox[] = [];
  tree.children = tree.children.flatMap((child): RootContent[] => {
    if (child.type !== 'paragraph') return [child];
    const pieces = splitParagraph(child);
    for (const piece of pieces) if (piece.type === 'cardBox') boxes.push(piece);
    return pieces;
  });
  return boxes;
}

function splitParagraph(paragraph: Paragraph): Array<Paragraph | CardBox> {
  const { children } = paragraph;
  const out: Array<Paragraph | CardBox> = [];
  let current: PhrasingContent[] = [];
  const flush = () => {
    const trimmed = trimLineEnds(current);
    if (trimmed.length > 0) out.push({ type: 'paragraph', children: trimmed });
    current = [];
  };
  children.forEach((node, index) => {
    if (node.type !== 'text') {
      current.push(node);
      return;
    }
    const lines = node.value.split('\n');
    const before = children[index - 1];
    const after = children[index + 1];
    lines.forEach((line, lineIndex) => {
      const startsLine = lineIndex > 0 || before === undefined || before.type === 'break';
      const endsLine = lineIndex < lines.length - 1 || after === undefined || after.type === 'break';
      const slug = startsLine && endsLine ? cardBoxLine(line) : null;
      if (slug) {
        flush();
        out.push({ type: 'cardBox', slug });
        return;
      }
      const text = lineIndex < lines.length - 1 ? `${line}\n` : line;
      const last = current.at(-1);
      if (last?.type === 'text') last.value += text;
      else if (text !== '') current.push({ type: 'text', value: text });
    });
  });
  flush();
  return out.length === 1 && out[0]?.type === 'paragraph' ? [paragraph] : out;
}

/** Drops the line breaks a split leaves at either end of a piece. */
function trimLineEnds(nodes: PhrasingContent[]): PhrasingContent[] {
  const trimmed = [...nodes];
  while (trimmed[0]?.type === 'break') trimmed.shift();
  while (trimmed.at(-1)?.type === 'break') trimmed.pop();
  const first = trimmed[0];
  if (first?.type === 'text') first.value = first.value.replace(/^\s+/, '');
  const last = trimmed.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
  return trimmed.filter((node) => node.type !== 'text' || node.value !== '');
}

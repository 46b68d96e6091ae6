import type { Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/**
 * A header cell with nothing in it (the corner of a comparison table, a Markdown table written
 * without headings) becomes a plain cell: a screen reader announces a header for every cell under it,
 * and an empty one names nothing.
 */
export function emptyHeaderCells() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'th' && textOf(node).trim() === '') node.tagName = 'td';
    });
  };
}

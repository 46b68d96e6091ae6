import type { PostComment } from '@cardgenius/core/contract';

/** The discussion's section on a post's page (a link target: `#comments`). */
export const COMMENTS_ID = 'comments';

/** A piece of a comment's paragraph: text as written, or a web address shown as a link. */
export type CommentPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) addresses; punctuation that ends a sentence is not part of the address. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** The address as a link target, or null when it is not a plain http(s) address. */
function linkTarget(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A comment's plain text as paragraphs (split at blank lines) of text and links. Nothing in it is ever
 * read as markup: the page renders each piece as text, and only http(s) addresses become links.
 */
export function commentParagraphs(body: string): CommentPiece[][] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => {
      const pieces: CommentPiece[] = [];
      let at = 0;
      for (const match of paragraph.matchAll(ADDRESS)) {
        const address = match[0].replace(TRAILING, '');
        const href = linkTarget(address);
        if (!href) continue;
        if (match.index > at) pieces.push({ kind: 'text', text: paragraph.slice(at, match.index) });
        pieces.push({ kind: 'link', text: address, href });
        at = match.index + address.length;
      }
      if (at < paragraph.length) pieces.push({ kind: 'text', text: paragraph.slice(at) });
      return pieces;
    });
}

/** A comment with its replies, as the page nests them. */
export interface CommentNode {
  comment: PostComment;
  depth: number;
  replies: CommentNode[];
}

/**
 * Comments (oldest first) as threads: each under its parent, in the order written. A reply whose parent
 * is not shown (removed since) stands on its own.
 */
export function commentThreads(comments: readonly PostComment[]): CommentNode[] {
  const nodes = new Map(comments.map((comment) => [comment.id, { comment, depth: 0, replies: [] } as CommentNode]));
  const roots: CommentNode[] = [];
  for (const comment of comments) {
    const node = nodes.get(comment.id) as CommentNode;
    const parent = comment.parentId ? nodes.get(comment.parentId) : undefined;
    if (parent && parent !== node) parent.replies.push(node);
    else roots.push(node);
  }
  const setDepth = (node: CommentNode, depth: number) => {
    node.depth = depth;
    for (const reply of node.replies) setDepth(reply, depth + 1);
  };
  for (const root of roots) setDepth(root, 0);
  return roots;
}

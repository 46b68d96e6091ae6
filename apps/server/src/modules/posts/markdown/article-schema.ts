import type { Schema } from 'hast-util-sanitize';

const headingAttributes = ['id'];

/**
 * What an article's HTML may hold: the elements and attributes GitHub-flavoured Markdown produces, and
 * nothing else. Raw HTML in the Markdown never gets this far (it is dropped when the tree is built);
 * this allow-list is the second wall. Links and images may point to https only here; `safe-links`
 * then keeps site paths and https URLs alone.
 */
export const ARTICLE_SCHEMA: Schema = {
  tagNames: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    'a',
    'img',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'input',
    'sup',
    'section',
  ],
  attributes: {
    a: [
      'href',
      'title',
      'id',
      'ariaDescribedBy',
      'ariaLabel',
      'dataFootnoteRef',
      'dataFootnoteBackref',
      ['className', 'data-footnote-backref'],
    ],
    img: ['src', 'alt', 'title'],
    h1: headingAttributes,
    h2: [...headingAttributes, ['className', 'sr-only']],
    h3: headingAttributes,
    h4: headingAttributes,
    h5: headingAttributes,
    h6: headingAttributes,
    code: [['className', /^language-[\w-]+$/]],
    ol: ['start', ['className', 'contains-task-list']],
    ul: [['className', 'contains-task-list']],
    li: ['id', ['className', 'task-list-item']],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    th: [['align', 'left', 'center', 'right']],
    td: [['align', 'left', 'center', 'right']],
    section: ['dataFootnotes', ['className', 'footnotes']],
  },
  required: { input: { type: 'checkbox', disabled: true } },
  protocols: { href: ['https'], src: ['https'] },
  ancestors: { tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tr: ['table'] },
  // Ids come only from the heading slugger (lower-case words of the heading) and the footnotes, which
  // carry their own prefix: no id is the author's choice, so none is prefixed again, and the table of
  // contents and in-page links keep readable anchors.
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style'],
};

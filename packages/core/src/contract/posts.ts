import '../zod-setup';
import { z } from 'zod';
import { hasControlCharacters } from '../rules/text-input';
import { PostComment } from './comments';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './names';
import { PageNumber } from './text-fields';

// The publication (shell-and-browsing §2.1–2.3, §3 blog post and author mapping, §7 content calls, §9):
// articles, news and reviews written for the site, and the editorial team that writes them.

/** The blog's categories (§9), in menu order. */
export const POST_CATEGORIES = [
  'credit-cards-101',
  'credit-card-news',
  'reviews',
  'credit-card-reviews',
  'study',
  'reward-program-news',
  'best-credit-cards',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

/** A post's life: drafts and scheduled posts are the editors' alone until published. */
export const POST_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Blog sort modes (§9): most recent, last modified, most discussed. */
export const POST_ORDER_BY = ['date', 'modified', 'comment_count'] as const;
export type PostOrderBy = (typeof POST_ORDER_BY)[number];

/** Posts per page (§9 default, §7 maximum). */
export const POSTS_PER_PAGE = 10;
export const POSTS_PER_PAGE_MAX = 100;
/** Latest posts on the home page and in the bell (§9). */
export const LATEST_POSTS = 3;

const Slug = z
  .string({ error: 'Name the post by its identifier (slug).' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.')
  .max(120, 'Keep it to 120 characters.');

const AuthorSlug = z
  .string({ error: 'Name the author by their identifier.' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not an author identifier.')
  .max(80, 'Not an author identifier.');

const CardSlug = z
  .string({ error: 'Name the card by its identifier.' })
  .regex(/^[a-z0-9-]{1,120}$/, 'Not a card identifier.');

const Tag = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Tags are lower-case words joined by hyphens.')
  .max(40, 'Keep a tag to 40 characters.');

const Text = (max: number, what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `Keep the ${what} to ${max} characters.`)
    .refine((value) => !hasControlCharacters(value, { allowLineBreaks: true }), 'Remove the control characters.');

export const PostImage = z
  .object({
    url: z.string().describe('Site-relative or absolute https URL'),
    alt: z.string().describe('What the image shows, for readers who cannot see it'),
  })
  .meta({ id: 'PostImage' });
export type PostImage = z.infer<typeof PostImage>;

/** An author as shown beside a post: the author box and bylines (accounts spec §1: one or two authors). */
export const PostAuthor = z
  .object({
    slug: z.string(),
    name: z.string(),
    title: z.string().describe("Their role on the site, e.g. 'Editorial team'"),
    avatarUrl: z.string().nullable(),
    authorPage: z.string().describe('/credit-card-authors/{slug}'),
  })
  .meta({ id: 'PostAuthor' });
export type PostAuthor = z.infer<typeof PostAuthor>;

/** A post in a list (§3 blog post: the latest-posts read and the blog pages). */
export const PostSummary = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    route: z.string().describe('The canonical page: /blog/{slug}'),
    featuredImage: PostImage.nullable(),
    categories: z.array(z.enum(POST_CATEGORIES)),
    tags: z.array(z.string()),
    authors: z.array(PostAuthor).min(1).max(2),
    status: z.enum(POST_STATUSES),
    publishedAt: z.iso.datetime().nullable().describe('When it was (or will be) published'),
    modifiedAt: z.iso.datetime(),
    sortDate: z.iso.datetime().describe('What the blog sorts by: the publish date unless an editor moved it'),
    readingMinutes: z.number().int().min(1),
    commentCount: z.number().int().nonnegative(),
    cardSlugs: z.array(z.string()).describe('The cards the post covers'),
  })
  .meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof PostSummary>;

/**
 * A post's body, rendered on the server from Markdown and sanitized: HTML pieces, and between them the
 * live card boxes (`{{card:slug}}` on a line of its own) that the page renders for the reader's own
 * filter state. Inline facts (`{{card:slug.annualFee}}`) are already filled in from the catalogue.
 */
export const PostBlock = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('html'), html: z.string() }),
    z.object({ kind: z.literal('card'), slug: z.string() }),
  ])
  .meta({ id: 'PostBlock' });
export type PostBlock = z.infer<typeof PostBlock>;

export const PostHeading = z
  .object({ id: z.string(), text: z.string(), level: z.union([z.literal(2), z.literal(3)]) })
  .meta({ id: 'PostHeading' });
export type PostHeading = z.infer<typeof PostHeading>;

export const Post = PostSummary.extend({
  blocks: z.array(PostBlock),
  headings: z.array(PostHeading).describe('The table of contents: the h2 and h3 of the body'),
  related: z.array(PostSummary).describe('Up to 3 other published posts, closest first'),
  dataAsOf: z.iso.date().nullable().describe('The newest date of the catalogue figures the post shows'),
  comments: z.array(PostComment).describe('Every approved comment, oldest first; replies name their parent'),
  commentsOpen: z.boolean().describe('Whether the post takes new comments (not once archived)'),
}).meta({ id: 'Post' });
export type Post = z.infer<typeof Post>;

export const PostList = z
  .object({
    posts: z.array(PostSummary),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'PostList' });
export type PostList = z.infer<typeof PostList>;

/** Author mapping (§3; accounts spec §3), the biography's placeholders filled from live figures. */
export const Author = PostAuthor.extend({
  bio: z.string().describe('Plain text; {cardCount}-style placeholders already filled'),
  education: z.string().nullable(),
  expertise: z.array(z.string()),
  twitter: z.string().nullable().describe('https URL'),
  linkedIn: z.string().nullable().describe('https URL'),
  postCount: z.number().int().nonnegative(),
}).meta({ id: 'Author' });
export type Author = z.infer<typeof Author>;

export const AuthorList = z.object({ authors: z.array(Author) }).meta({ id: 'AuthorList' });
export type AuthorList = z.infer<typeof AuthorList>;
export const AuthorPage = z.object({ author: Author, posts: PostList }).meta({ id: 'AuthorPage' });
export type AuthorPage = z.infer<typeof AuthorPage>;

export const PostListQuery = z.strictObject({
  page: PageNumber.optional(),
  per_page: z.coerce
    .number({ error: `Ask for 1 to ${POSTS_PER_PAGE_MAX} posts a page.` })
    .int(`Ask for 1 to ${POSTS_PER_PAGE_MAX} posts a page.`)
    .min(1, `Ask for 1 to ${POSTS_PER_PAGE_MAX} posts a page.`)
    .max(POSTS_PER_PAGE_MAX, `Ask for 1 to ${POSTS_PER_PAGE_MAX} posts a page.`)
    .optional(),
  order: z.enum(['asc', 'desc'], { error: "Order is 'asc' or 'desc'." }).optional(),
  orderby: z.enum(POST_ORDER_BY, { error: `Sort by ${POST_ORDER_BY.join(', ')}.` }).optional(),
  category_name: z
    .enum(POST_CATEGORIES, { error: `Choose one of the categories: ${POST_CATEGORIES.join(', ')}.` })
    .optional(),
  tag: Tag.optional(),
  author_name: AuthorSlug.optional(),
  slug: Slug.optional(),
  search: z.string().trim().max(200, 'Keep the search to 200 characters.').optional(),
});
export type PostListQuery = z.infer<typeof PostListQuery>;

export const listPosts = defineEndpoint({
  id: 'listPosts',
  method: 'get',
  path: '/blog/posts',
  summary: 'Published posts, a page at a time',
  description:
    'Sorted by sortDate (date), last modification (modified) or comment count (comment_count), newest first unless order=asc; filtered by category, tag, author or a full-text search.',
  tag: 'Content',
  access: 'public',
  request: { query: PostListQuery },
  responses: { 200: PostList },
});

export const LatestPosts = z.object({ posts: z.array(PostSummary) }).meta({ id: 'LatestPosts' });
export type LatestPosts = z.infer<typeof LatestPosts>;

export const latestPosts = defineEndpoint({
  id: 'latestPosts',
  method: 'get',
  path: API_PATHS.latestPosts,
  summary: `The ${LATEST_POSTS} newest published posts (home page, notification bell)`,
  tag: 'Content',
  access: 'public',
  responses: { 200: LatestPosts },
});

export const getPost = defineEndpoint({
  id: 'getPost',
  method: 'get',
  path: '/blog/posts/{slug}',
  summary: 'One published post, its body rendered',
  tag: 'Content',
  access: 'public',
  request: { params: z.strictObject({ slug: Slug }) },
  responses: { 200: Post },
});

export const listAuthors = defineEndpoint({
  id: 'listAuthors',
  method: 'post',
  path: '/misc/get-authors',
  summary: 'The authors (§7 misc/get-authors)',
  tag: 'Content',
  access: 'public',
  responses: { 200: AuthorList },
});

export const getAuthor = defineEndpoint({
  id: 'getAuthor',
  method: 'get',
  path: '/blog/authors/{slug}',
  summary: 'One author and their published posts',
  tag: 'Content',
  access: 'public',
  request: { params: z.strictObject({ slug: AuthorSlug }), query: z.strictObject({ page: PageNumber.optional() }) },
  responses: { 200: AuthorPage },
});

// Editors' calls: staff only (an admin member with two-factor on) until the admin site brings roles.

export const PostDraft = z
  .strictObject({
    slug: Slug,
    title: Text(160, 'title'),
    excerpt: Text(400, 'excerpt'),
    body: Text(100_000, 'body').describe('Markdown; {{card:slug}} and {{card:slug.fact}} placeholders'),
    featuredImage: z.strictObject({ url: z.string().max(500), alt: Text(200, 'image description') }).nullable(),
    categories: z
      .array(z.enum(POST_CATEGORIES))
      .min(1, 'Choose at least one category.')
      .max(3, 'Choose at most three categories.'),
    tags: z.array(Tag).max(12, 'Use at most 12 tags.'),
    authors: z.array(AuthorSlug).min(1, 'Name one or two authors.').max(2, 'Name one or two authors.'),
    cardSlugs: z.array(CardSlug).max(20, 'Link at most 20 cards.'),
  })
  .meta({ id: 'PostDraft' });
export type PostDraft = z.infer<typeof PostDraft>;

/** A post as editors see it: any status, with its Markdown source. */
export const EditorPost = Post.extend({ body: z.string(), version: z.number().int().min(1) }).meta({
  id: 'EditorPost',
});
export type EditorPost = z.infer<typeof EditorPost>;

const PostId = z.strictObject({ id: z.uuid({ error: 'Not a post id.' }) });

export const createPost = defineEndpoint({
  id: 'createPost',
  method: 'post',
  path: '/blog/editor/posts',
  summary: 'Create a draft post',
  tag: 'Content',
  access: 'staff:content',
  request: { body: PostDraft },
  responses: { 201: EditorPost },
});

export const updatePost = defineEndpoint({
  id: 'updatePost',
  method: 'put',
  path: '/blog/editor/posts/{id}',
  summary: 'Replace a post’s content (any status); a published post shows the change at once',
  tag: 'Content',
  access: 'staff:content',
  request: {
    params: PostId,
    body: PostDraft.extend({
      version: z.number().int().min(1).describe('The version edited, so two editors never overwrite each other'),
    }),
  },
  responses: { 200: EditorPost },
});

export const getEditorPost = defineEndpoint({
  id: 'getEditorPost',
  method: 'get',
  path: '/blog/editor/posts/{id}',
  summary: 'A post in any status, for editing and preview (preview/blog/{id})',
  tag: 'Content',
  access: 'staff:content',
  request: { params: PostId },
  responses: { 200: EditorPost },
});

export const PostTransition = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('published') }),
  z.strictObject({
    status: z.literal('scheduled'),
    publishAt: z.iso.datetime({ offset: true, error: 'Give the publish time as an ISO date and time.' }),
  }),
  z.strictObject({ status: z.literal('archived') }),
  z.strictObject({ status: z.literal('draft') }),
]);
export type PostTransition = z.infer<typeof PostTransition>;

export const setPostStatus = defineEndpoint({
  id: 'setPostStatus',
  method: 'post',
  path: '/blog/editor/posts/{id}/status',
  summary: 'Publish now, schedule, archive, or return a post to draft',
  tag: 'Content',
  access: 'staff:content',
  request: { params: PostId, body: PostTransition },
  responses: { 200: EditorPost },
});

/** Posts a page in the editors' list. */
export const EDITOR_POSTS_PER_PAGE = 25;

export const EditorPostSummary = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    status: z.enum(POST_STATUSES),
    categories: z.array(z.enum(POST_CATEGORIES)),
    authorNames: z.array(z.string()),
    publishedAt: z.iso.datetime().nullable().describe('When it was (or, scheduled, will be) published'),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'EditorPostSummary' });
export type EditorPostSummary = z.infer<typeof EditorPostSummary>;

export const listEditorPosts = defineEndpoint({
  id: 'listEditorPosts',
  method: 'get',
  path: '/blog/editor/posts',
  summary: `Every post in any status, last changed first, ${EDITOR_POSTS_PER_PAGE} a page`,
  tag: 'Content',
  access: 'staff:content',
  request: {
    query: z.strictObject({
      status: z.enum(POST_STATUSES, { error: `Choose a status: ${POST_STATUSES.join(', ')}.` }).optional(),
      q: z
        .string()
        .trim()
        .max(200, 'Keep the search to 200 characters.')
        .optional()
        .describe('Words of the title or slug'),
      page: PageNumber.optional(),
    }),
  },
  responses: {
    200: z.object({
      posts: z.array(EditorPostSummary),
      total: z.number().int(),
      page: z.number().int(),
      totalPages: z.number().int(),
    }),
  },
});

export const PostPreview = z
  .object({
    blocks: z.array(PostBlock),
    headings: z.array(PostHeading),
    readingMinutes: z.number().int().min(1),
    problems: z.array(z.string()).describe('What saving would refuse in the body: unknown cards or placeholders'),
  })
  .meta({ id: 'PostPreview' });
export type PostPreview = z.infer<typeof PostPreview>;

export const previewPostBody = defineEndpoint({
  id: 'previewPostBody',
  method: 'post',
  path: '/blog/editor/preview',
  summary: 'A post body rendered exactly as its page will show it, without saving anything',
  tag: 'Content',
  access: 'staff:content',
  request: {
    body: z.strictObject({
      body: z.string({ error: 'Send the Markdown in body.' }).max(100_000, 'Keep the body to 100000 characters.'),
    }),
  },
  responses: { 200: PostPreview },
});

import '../zod-setup';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { REQUESTING_PATH_HEADER } from './names';
import { Author, POSTS_PER_PAGE, POSTS_PER_PAGE_MAX, PostSummary } from './posts';

// The generic content calls (shell-and-browsing §7 weycms/{entity}/read-many and /search) for the
// entities anyone may read: `blog` (published posts, as the blog lists them) and `authors`. Each entity
// has its own paths, so any other (drafts, users, comments) is a 404 like any path the API does not have.

/** The entities the content calls answer, each with the sorts it takes (`-` first: descending). */
export const CMS_ENTITIES = {
  blog: ['-sortDate', 'sortDate', '-modified', 'modified', '-commentCount', 'commentCount'],
  authors: ['name', '-name', '-postCount', 'postCount'],
} as const;
export type CmsEntity = keyof typeof CMS_ENTITIES;
export type CmsSort<E extends CmsEntity> = (typeof CMS_ENTITIES)[E][number];

/** The longest search text, as the blog's own search. */
export const CMS_QUERY_MAX = 200;
/** The longest page path the `requestingpath` header may name. */
export const REQUESTING_PATH_MAX = 2000;

const pageMessage = 'The page is a whole number from 1.';
const perPageMessage = `Ask for 1 to ${POSTS_PER_PAGE_MAX} items a page.`;

/** Page and page size: numbers in a JSON body, digits in a query string. */
function paging(fromText: boolean) {
  const number = (message: string) => (fromText ? z.coerce.number({ error: message }) : z.number({ error: message }));
  return {
    page: number(pageMessage)
      .int(pageMessage)
      .min(1, pageMessage)
      .max(10_000, 'There are not that many pages.')
      .optional()
      .describe('From 1; 1 when left out'),
    perPage: number(perPageMessage)
      .int(perPageMessage)
      .min(1, perPageMessage)
      .max(POSTS_PER_PAGE_MAX, perPageMessage)
      .optional()
      .describe(`Up to ${POSTS_PER_PAGE_MAX}; ${POSTS_PER_PAGE} when left out`),
  };
}

const sortField = <E extends CmsEntity>(entity: E) =>
  z
    .enum(CMS_ENTITIES[entity], { error: `Sort by one of ${CMS_ENTITIES[entity].join(', ')}.` })
    .optional()
    .describe(`A leading - sorts from the largest or newest. Default ${CMS_ENTITIES[entity][0]}`);

const searchText = z
  .string({ error: 'Enter the words to search for.' })
  .trim()
  .min(1, 'Enter the words to search for.')
  .max(CMS_QUERY_MAX, `Keep the search to ${CMS_QUERY_MAX} characters.`)
  .describe('Words, "a phrase", -excluded, or: web search syntax');

/**
 * The page a call is made for (accounts spec §7), sent by the site and the app with every call: a
 * path on this site. Checked when sent; it changes nothing in the answer.
 */
export const CmsRequestHeaders = z.object({
  [REQUESTING_PATH_HEADER]: z
    .string()
    .max(REQUESTING_PATH_MAX, `Keep the page path to ${REQUESTING_PATH_MAX} characters.`)
    .regex(/^\/(?![/\\])\S*$/, 'Name the page as a path on this site, starting with /, like /blog.')
    .optional()
    .describe('The page the call is made for; it does not change the answer'),
});

const cmsPage = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int().nonnegative().describe('Items in every page together'),
      page: z.number().int().min(1),
      perPage: z.number().int().min(1),
    })
    .meta({ id });

export const CmsPostPage = cmsPage(PostSummary, 'CmsPostPage');
export type CmsPostPage = z.infer<typeof CmsPostPage>;
export const CmsAuthorPage = cmsPage(Author, 'CmsAuthorPage');
export type CmsAuthorPage = z.infer<typeof CmsAuthorPage>;

const ENTITY_TEXT = {
  blog: {
    name: 'Blog',
    what: 'published posts (and scheduled ones whose time has come), as the blog lists them',
    search: 'PostgreSQL full-text search in English: the title weighs most, then the excerpt, then the body',
  },
  authors: {
    name: 'Authors',
    what: 'the authors, each with their published post count',
    search: 'PostgreSQL full-text search in English over the name, role, biography and expertise',
  },
} as const;

/** The three content calls of one entity: read-many by GET (query) and POST (body), and search (POST). */
function cmsEndpoints<E extends CmsEntity, R extends z.ZodType>(entity: E, response: R) {
  const text = ENTITY_TEXT[entity];
  const listQuery = z.strictObject({ ...paging(true), sort: sortField(entity) });
  const listBody = z.strictObject({ ...paging(false), sort: sortField(entity) });
  const searchBody = z.strictObject({ query: searchText, ...paging(false), sort: sortField(entity) });
  const shared = { tag: 'Content', access: 'public', responses: { 200: response } } as const;
  return {
    readMany: defineEndpoint({
      ...shared,
      id: `cms${text.name}ReadMany`,
      method: 'get',
      path: `/weycms/${entity}/read-many`,
      summary: `A page of ${text.what}`,
      request: { query: listQuery, headers: CmsRequestHeaders },
    }),
    readManyPost: defineEndpoint({
      ...shared,
      id: `cms${text.name}ReadManyPost`,
      method: 'post',
      path: `/weycms/${entity}/read-many`,
      summary: `A page of ${text.what} (the parameters in the body)`,
      request: { body: listBody, headers: CmsRequestHeaders },
    }),
    search: defineEndpoint({
      ...shared,
      id: `cms${text.name}Search`,
      method: 'post',
      path: `/weycms/${entity}/search`,
      summary: `Search ${text.what}`,
      description: `${text.search}; best matches first unless a sort is given.`,
      request: { body: searchBody, headers: CmsRequestHeaders },
    }),
  };
}

const blog = cmsEndpoints('blog', CmsPostPage);
const authors = cmsEndpoints('authors', CmsAuthorPage);

export const cmsBlogReadMany = blog.readMany;
export const cmsBlogReadManyPost = blog.readManyPost;
export const cmsBlogSearch = blog.search;
export const cmsAuthorsReadMany = authors.readMany;
export const cmsAuthorsReadManyPost = authors.readManyPost;
export const cmsAuthorsSearch = authors.search;

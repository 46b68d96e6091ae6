import { describe, expect, it } from 'vitest';
import { endpoints } from './index';
import { buildOpenApiDocument } from './openapi';
import { CmsRequestHeaders, cmsBlogReadMany, cmsBlogSearch } from './weycms';

type Operation = { parameters?: Array<{ name: string; in: string; required: boolean }>; requestBody?: unknown };
const document = buildOpenApiDocument(Object.values(endpoints), {
  title: 'Test API',
  version: '1',
  serverUrl: 'https://example.ca/api/v2',
}) as { paths: Record<string, Record<string, Operation>> };

function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}

describe('the content calls', () => {
  it('exist for the public entities only, read-many by GET and POST and search by POST', () => {
    const paths = Object.keys(document.paths).filter((path) => path.startsWith('/weycms/'));
    expect(paths.sort()).toEqual([
      '/weycms/authors/read-many',
      '/weycms/authors/search',
      '/weycms/blog/read-many',
      '/weycms/blog/search',
    ]);
    expect(Object.keys(document.paths['/weycms/blog/read-many'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/weycms/authors/search'] ?? {})).toEqual(['post']);
  });

  it('document the optional requestingpath header beside the query', () => {
    expect(document.paths['/weycms/blog/read-many']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
      expect.objectContaining({ name: 'perPage', in: 'query', required: false }),
      expect.objectContaining({ name: 'sort', in: 'query', required: false }),
      expect.objectContaining({ name: 'requestingpath', in: 'header', required: false }),
    ]);
    expect(document.paths['/weycms/blog/search']?.post?.parameters).toEqual([
      expect.objectContaining({ name: 'requestingpath', in: 'header', required: false }),
    ]);
  });

  it('take a page path in the header, and say what is wrong with anything else', () => {
    for (const path of ['/blog', '/', '/credit-cards/american-express-cobalt-card']) {
      expect(CmsRequestHeaders.parse({ requestingpath: path, other: 'x' })).toEqual({ requestingpath: path });
    }
    expect(CmsRequestHeaders.parse({})).toEqual({});
    for (const bad of ['blog', '//evil.example', 'https://example.ca/blog', '/a b', `/${'a'.repeat(2000)}`]) {
      expect(CmsRequestHeaders.safeParse({ requestingpath: bad }).success, bad).toBe(false);
    }
  });

  it('read page numbers from a query string and numbers alone from a body', () => {
    const query = present(cmsBlogReadMany.request?.query);
    expect(query.parse({ page: '2', perPage: '20', sort: 'modified' })).toEqual({
      page: 2,
      perPage: 20,
      sort: 'modified',
    });
    const body = present(cmsBlogSearch.request?.body);
    expect(body.parse({ query: '  lounge  ', perPage: 5 })).toEqual({ query: 'lounge', perPage: 5 });
    const refused = body.safeParse({ query: '', page: '2', perPage: 101, sort: 'title', extra: true });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.') || issue.code, issue.message])).toEqual([
      ['query', 'Enter the words to search for.'],
      ['page', 'The page is a whole number from 1.'],
      ['perPage', 'Ask for 1 to 100 items a page.'],
      ['sort', 'Sort by one of -sortDate, sortDate, -modified, modified, -commentCount, commentCount.'],
      ['unrecognized_keys', 'Unrecognized key: "extra"'],
    ]);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import { ArticleWorkerClient } from './markdown/article-worker-client';
import { renderedPostCache } from './rendered-posts';

const renderer = new ArticleWorkerClient(1_000);
afterAll(() => renderer.close());

const lines: string[] = [];
const logger = createLogger({ level: 'error', destination: { write: (line: string) => void lines.push(line) } });
const render = renderedPostCache({ siteOrigin: 'https://cards.example', logger, renderer });
const catalogue = { cardsBySlug: new Map() } as unknown as CatalogueSnapshot;
const now = new Date('2026-11-27T12:00:00Z');

describe('rendered post bodies', () => {
  it('are rendered once per post version and data version', async () => {
    const post = { id: 'post-1', version: 1, body: '## Hello\n\nWorld.' };
    const first = await render({ post, catalogue, dataVersion: 7, now });
    expect(first.headings).toEqual([{ id: 'hello', text: 'Hello', level: 2 }]);
    expect(await render({ post: { ...post, body: 'changed in place' }, catalogue, dataVersion: 7, now })).toBe(first);
    const edited = await render({ post: { ...post, version: 2, body: 'Edited.' }, catalogue, dataVersion: 7, now });
    expect(edited.blocks).toEqual([{ kind: 'html', html: '<p>Edited.</p>' }]);
  });

  it('show a body too complex to render as escaped plain paragraphs, and log it', async () => {
    const body = `<b>Lists</b> & more\n\n${'- - - - - - - - x\n'.repeat(12_000)}`;
    const rendered = await render({ post: { id: 'post-2', version: 1, body }, catalogue, dataVersion: 7, now });
    expect(rendered.blocks).toHaveLength(1);
    expect(rendered.blocks[0]).toMatchObject({
      kind: 'html',
      html: expect.stringMatching(/^<p>&#x3C;b>Lists&#x3C;\/b> &#x26; more<\/p>\n?<p>- - - /),
    });
    expect(rendered.headings).toEqual([]);
    expect(lines.join('\n')).toContain('post body could not be rendered');
  });
});

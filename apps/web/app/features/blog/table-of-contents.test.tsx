import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { postFixture } from './blog-fixtures';
import { TocDisclosure, TocSidebar, tocEntries } from './table-of-contents';

describe('the table of contents', () => {
  it('nests each h3 under the h2 before it', () => {
    expect(tocEntries(postFixture().headings)).toEqual([
      { id: 'how-we-picked', text: 'How we picked', children: [{ id: 'what-counts', text: 'What counts' }] },
      { id: 'compared', text: 'The cards compared', children: [] },
    ]);
  });

  it('keeps an h3 that comes before any h2 at the top level', () => {
    expect(
      tocEntries([
        { id: 'a', text: 'A', level: 3 },
        { id: 'b', text: 'B', level: 2 },
        { id: 'c', text: 'C', level: 3 },
      ]),
    ).toEqual([
      { id: 'a', text: 'A', children: [] },
      { id: 'b', text: 'B', children: [{ id: 'c', text: 'C' }] },
    ]);
  });

  it('links to each heading, folded on small screens and beside the article on wide ones', () => {
    const entries = tocEntries(postFixture().headings);
    const folded = renderToStaticMarkup(<TocDisclosure entries={entries} />);
    expect(folded).toMatch(/^<nav aria-label="In this article" class="[^"]*lg:hidden[^"]*"><details/);
    expect(folded).toContain('<summary');
    expect(folded).not.toContain('<details open');
    const sidebar = renderToStaticMarkup(<TocSidebar entries={entries} />);
    expect(sidebar).toMatch(/^<nav aria-label="In this article" class="[^"]*hidden lg:block/);
    for (const html of [folded, sidebar]) {
      expect([...html.matchAll(/href="(#[^"]+)"/g)].map((match) => match[1])).toEqual([
        '#how-we-picked',
        '#what-counts',
        '#compared',
      ]);
    }
  });

  it('is left out of a post without headings', () => {
    expect(renderToStaticMarkup(<TocDisclosure entries={[]} />)).toBe('');
    expect(renderToStaticMarkup(<TocSidebar entries={[]} />)).toBe('');
  });
});

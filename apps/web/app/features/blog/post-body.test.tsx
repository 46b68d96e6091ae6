import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { postFixture } from './blog-fixtures';
import { boxSlugs } from './post-article';
import { type CardRenderer, cardHeadingLevels, PostBody, wrapTables } from './post-body';

const recordingRenderer = () => {
  const calls: Parameters<CardRenderer>[] = [];
  const render: CardRenderer = (slug, level, boxId) => {
    calls.push([slug, level, boxId]);
    return <aside data-card={slug}>{slug}</aside>;
  };
  return { calls, render };
};

describe('the post body', () => {
  it('renders the HTML pieces as sent and each card block through the page’s card box', () => {
    const { calls, render } = recordingRenderer();
    const html = renderToStaticMarkup(<PostBody blocks={postFixture().blocks} renderCard={render} />);
    expect(html).toContain('<h2 id="how-we-picked">How we picked</h2>');
    expect(html).toContain('<a href="/methodology">our method</a>');
    expect(calls).toEqual([
      ['american-express-cobalt-card', 3, 'card-box-1'],
      ['td-aeroplan-visa-infinite-card', 3, 'card-box-3'],
      ['american-express-cobalt-card', 3, 'card-box-4'],
    ]);
    // In the order of the blocks, between the pieces of HTML.
    expect(html.indexOf('data-card="american-express-cobalt-card"')).toBeGreaterThan(html.indexOf('What counts'));
    expect(html.indexOf('data-card="td-aeroplan-visa-infinite-card"')).toBeGreaterThan(html.indexOf('<table'));
  });

  it('keeps the article’s styles off the card boxes', () => {
    const { render } = recordingRenderer();
    const html = renderToStaticMarkup(<PostBody blocks={postFixture().blocks} renderCard={render} />);
    expect(html).toMatch(/<div class="my-8"><aside data-card=/);
  });

  it('puts each table in its own named, focusable scrolling region', () => {
    const blocks = wrapTables([
      { kind: 'html', html: '<p>a</p><table><tr><td>1</td></tr></table>' },
      { kind: 'card', slug: 'x' },
      { kind: 'html', html: '<TABLE class="wide"><tr><td>2</td></tr></TABLE><p>b</p>' },
    ]);
    expect(blocks).toEqual([
      {
        kind: 'html',
        html: '<p>a</p><div class="table-scroll" role="region" tabindex="0" aria-label="Table 1"><table><tr><td>1</td></tr></table></div>',
      },
      { kind: 'card', slug: 'x' },
      {
        kind: 'html',
        html: '<div class="table-scroll" role="region" tabindex="0" aria-label="Table 2"><TABLE class="wide"><tr><td>2</td></tr></TABLE></div><p>b</p>',
      },
    ]);
  });

  it('gives a card box an h2 before the article’s first section and an h3 inside one', () => {
    expect(
      cardHeadingLevels([
        { kind: 'card', slug: 'a' },
        { kind: 'html', html: '<p>x</p><h2 id="s">S</h2>' },
        { kind: 'card', slug: 'b' },
      ]),
    ).toEqual([2, 2, 3]);
  });

  it('lists the boxes’ cards once each, in order', () => {
    expect(boxSlugs(postFixture().blocks)).toEqual(['american-express-cobalt-card', 'td-aeroplan-visa-infinite-card']);
  });
});

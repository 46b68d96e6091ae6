import type { PublicCardReview } from '@cardgenius/core/contract';
import { MARKUP_INJECTION_CORPUS } from '@cardgenius/core/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';

const review = (overrides: Partial<PublicCardReview> = {}): PublicCardReview => ({
  id: '6f1c1d7e-2d7b-4c5e-9d8a-1c2b3a4d5e6f',
  cardSlug: 'american-express-cobalt-card',
  cardName: 'American Express Cobalt Card',
  rating: 4,
  title: 'Great for groceries',
  body: 'Five points a dollar on groceries.\nThe fee is monthly.',
  reviewerName: 'Alex',
  holdsCard: true,
  heldSince: '2024-03',
  reviewedAt: '2026-11-21T15:04:05.000Z',
  ...overrides,
});

const render = (reviews: PublicCardReview[], showCard = false) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ReviewList reviews={reviews} showCard={showCard} />
    </MemoryRouter>,
  );

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

describe('a review', () => {
  it('shows the stars in words, the first name, since when the member holds the card, the date and the text', () => {
    const html = render([review()]);
    expect(html).toContain('4 out of 5 stars');
    expect(html).toContain('Alex');
    expect(html).toContain('Holds this card since March 2024');
    expect(html).toContain('<time dateTime="2026-11-21T15:04:05.000Z">Nov 21, 2026</time>');
    expect(html).toContain('Five points a dollar on groceries.\nThe fee is monthly.');
    expect(render([review({ heldSince: null })])).toContain('Holds this card ·');
    expect(render([review({ holdsCard: false, heldSince: null })])).not.toContain('Holds this card');
  });

  it('names and links its card on a page of many cards’ reviews', () => {
    expect(render([review()], true)).toMatch(
      /<a [^>]*href="\/credit-cards\/american-express-cobalt-card"[^>]*>American Express Cobalt Card<\/a>/,
    );
  });
});

describe('markup in what members write', () => {
  const reviews = MARKUP_INJECTION_CORPUS.map((payload, index) =>
    review({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      title: payload,
      body: `Before ${payload} after`,
      reviewerName: payload,
    }),
  );
  const html = render(reviews, true);

  it('reaches the page as text: every payload escaped, character for character', () => {
    for (const payload of MARKUP_INJECTION_CORPUS) {
      expect(html, payload).toContain(`>${escaped(payload)}</h3>`);
      expect(html, payload).toContain(`Before ${escaped(payload)} after`);
    }
  });

  it('adds no element, event handler, style or link of its own', () => {
    // Escaped text holds no angle bracket: whatever is between two is markup the list itself wrote.
    const markup = [...html.matchAll(/<[^>]*>/g)].map((match) => match[0]);
    const tags = new Set(markup.map((tag) => /^<\/?([a-zA-Z][\w:-]*)/.exec(tag)?.[1]?.toLowerCase()));
    expect([...tags].sort()).toEqual(['a', 'article', 'div', 'h3', 'li', 'ol', 'p', 'path', 'span', 'svg', 'time']);
    expect(markup.filter((tag) => /\son\w+=/i.test(tag))).toEqual([]);
    // The only style is the stars' own fill.
    expect(markup.filter((tag) => /\sstyle=/i.test(tag) && !/\sstyle="width:\d+(\.\d+)?%"/.test(tag))).toEqual([]);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.every((href) => href === '/credit-cards/american-express-cobalt-card')).toBe(true);
  });
});

describe('the summary', () => {
  it('says the average and the count in words, and how the reviews spread by stars', () => {
    const html = renderToStaticMarkup(
      <ReviewSummary
        summary={{
          count: 12,
          average: 4.2,
          distribution: [
            { stars: 5, count: 6 },
            { stars: 4, count: 4 },
            { stars: 3, count: 1 },
            { stars: 2, count: 0 },
            { stars: 1, count: 1 },
          ],
        }}
      />,
    );
    expect(html).toContain('4.2 out of 5 from 12 reviews');
    expect(html).toContain('aria-label="Reviews by stars"');
    expect(html).toMatch(/5 stars<\/span>.*6<span class="sr-only"> reviews<\/span>/);
    expect(html).toMatch(/1 star<\/span>.*1<span class="sr-only"> review<\/span>/);
  });

  it('says there are no reviews yet, with no stars', () => {
    const html = renderToStaticMarkup(
      <ReviewSummary
        summary={{ count: 0, average: null, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) }}
      />,
    );
    expect(html).toContain('No member reviews yet');
    expect(html).not.toContain('<svg');
  });
});

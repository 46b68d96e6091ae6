import { afterAll, describe, expect, it } from 'vitest';
import { ArticleTooComplexError, ArticleWorkerClient, factTableFor } from './article-worker-client';
import type { CardFactSource } from './card-placeholders';
import { createArticleRenderer } from './render-article';

const facts: CardFactSource = {
  hasCard: (slug) => slug === 'plain-card',
  factText: (slug, fact) => (fact === 'annualFee' ? '$155.88' : `${slug} ${fact}`),
  unknownText: 'not published by the issuer',
};

const SITE = 'https://cards.example';
// Generous for a loaded machine, yet far below what the pathological bodies below take.
const client = new ArticleWorkerClient(3_000);
afterAll(() => client.close());

/** Lists nested inside each other on every line: the parser's time grows with the square of it. */
const nestedLists = '- - - - - - - - x\n'.repeat(12_000);

describe('rendering in the worker thread', () => {
  it('renders as the pipeline does in this thread', async () => {
    const source =
      '## Fees\n\nThe fee is {{card:plain-card.annualFee}}; {{card:gone.annualFee}}.\n\n{{card:plain-card}}\n';
    expect(await client.render(source, facts, SITE)).toEqual(
      createArticleRenderer({ siteOrigin: SITE })(source, facts),
    );
  });

  it('inspects a body: its placeholder problems and words', async () => {
    expect(await client.inspect('Some {{card:plain-card.annualFee}} and {{card:gone.name}}.', facts.hasCard)).toEqual({
      problems: ['{{card:gone.name}}: no card “gone” in the catalogue.'],
      wordCount: 4,
    });
  });

  // The limit, then a new thread's start: about 5 s on a loaded 2-core machine, past vitest's default.
  it('gives up on a body past the time limit, and renders the next one in a new thread', async () => {
    const started = Date.now();
    const slow = client.inspect(nestedLists, facts.hasCard);
    const next = client.render('After the slow one.', facts, SITE);
    await expect(slow).rejects.toBeInstanceOf(ArticleTooComplexError);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await next).blocks).toEqual([{ kind: 'html', html: '<p>After the slow one.</p>' }]);
  }, 15_000);

  it('takes an answer that came in time while this thread was busy past the limit', async () => {
    const quick = new ArticleWorkerClient(200);
    try {
      // Once the thread has started, an article is posted to it as soon as it is asked for.
      await quick.inspect('Warm.', facts.hasCard);
      const answer = quick.inspect('A short article.', facts.hasCard);
      // Busy past the limit at the end of a turn of the event loop: the next turn runs its timers
      // before it reads the worker's answer.
      await new Promise<void>((resolve) =>
        setImmediate(() => {
          const busyUntil = Date.now() + 1_500;
          while (Date.now() < busyUntil) {
            // This thread is busy; the worker answers meanwhile.
          }
          resolve();
        }),
      );
      await expect(answer).resolves.toEqual({ problems: [], wordCount: 3 });
    } finally {
      await quick.close();
    }
  });
});

describe('the facts sent to the worker', () => {
  it('hold the text of each placeholder of a known card, once, and the name for boxes', () => {
    const table = factTableFor(
      '{{card:plain-card.annualFee}} {{card:plain-card.annualFee}} {{card:gone.annualFee}}\n\n{{card:plain-card}}',
      facts,
    );
    expect(table.cards).toEqual(['plain-card']);
    expect([...table.texts]).toEqual([
      ['plain-card.annualFee', '$155.88'],
      ['plain-card.name', 'plain-card name'],
    ]);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BestCardTable } from './best-card-table';
import { CouldGoList } from './could-go-list';
import { NextCardsList } from './next-cards-list';
import { WalletChart } from './wallet-chart';
import { ANALYSIS } from './wallet-fixtures';

const plan = ANALYSIS.plan ?? (undefined as never);
const render = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

describe('the best card table', () => {
  it('lists the categories with spending, how a cap splits them, the estimates and the totals', () => {
    const html = render(<BestCardTable plan={plan} held={ANALYSIS.held} />);
    expect(html).toContain('<caption class="sr-only">The best card for each category of your spending</caption>');
    expect(html).toContain('<th scope="row" class="py-2 pr-3 font-medium">Groceries</th>');
    expect(html).not.toContain('>Gas<');
    expect(html).toContain('$2,500');
    expect(html).toContain(
      'The first $25,000 a year on Amex Cobalt at 5 % (its cap of $30,000 a year, shared with restaurants)',
    );
    expect(html).toContain('estimated</span>');
    expect(html).toContain('Estimated: a rate the issuer does not publish');
    expect(html).toContain('Recurring bonuses');
    expect(html).toContain('−$311.88');
    expect(html).toContain('$1,621');
  });

  it('leaves out the monthly spending and the split sentences when compact', () => {
    const html = render(<BestCardTable plan={plan} held={ANALYSIS.held} variant="compact" />);
    expect(html).not.toContain('A month');
    expect(html).not.toContain('The first $25,000');
    expect(html).toContain('<li>then Scotiabank Gold Amex</li>');
  });
});

describe('the next cards', () => {
  it('say what a card adds, why, and that it likely needs a higher credit score', () => {
    const html = render(<NextCardsList cards={ANALYSIS.next} held={ANALYSIS.held} headingLevel={4} />);
    expect(html).toContain('<h4');
    expect(html).toContain('href="/credit-cards/rogers-red-world-elite-mastercard"');
    expect(html).toContain('Adds every year');
    expect(html).toContain('+$39');
    expect(html).toContain('Takes over everything else from Amex Cobalt: +$36 a year');
    expect(html).toContain(escaped('Likely needs a higher credit score than yours'));
    expect(html).toContain('Estimated: an earn rate or a fee');
  });

  it('carry the page’s Apply link, except for a card the issuer is not taking applications for', () => {
    const applyLink = (card: { slug: string }) => <a href={`/apply-test/${card.slug}`}>Apply</a>;
    const [first] = ANALYSIS.next;
    const paused = first ? [{ ...first, card: { ...first.card, temporarilyUnavailable: true } }] : [];
    expect(render(<NextCardsList cards={ANALYSIS.next} held={ANALYSIS.held} applyLink={applyLink} />)).toContain(
      `href="/apply-test/${first?.card.slug}"`,
    );
    expect(render(<NextCardsList cards={paused} held={ANALYSIS.held} applyLink={applyLink} />)).not.toContain(
      '/apply-test/',
    );
  });

  it('say what a card earns on its own to an empty wallet, and when none would add anything', () => {
    expect(render(<NextCardsList cards={ANALYSIS.next} held={[]} />)).toContain('Earns every year');
    expect(render(<NextCardsList cards={[]} held={[]} />)).toContain('No card in our catalogue would add');
  });
});

describe('the cards that could go', () => {
  it('say what each costs, adds and saves, or that none could go', () => {
    const html = render(<CouldGoList cards={ANALYSIS.couldGo} held={ANALYSIS.held} />);
    expect(html).toContain('Scotiabank Gold Amex costs $120 a year and adds $45: dropping it saves $75 a year.');
    expect(render(<CouldGoList cards={[]} held={ANALYSIS.held} />)).toContain('None:');
  });
});

describe('the wallet chart', () => {
  it('is one named and described image, with a legend and a table of its figures', () => {
    const html = render(<WalletChart plan={plan} held={ANALYSIS.held} />);
    expect(html).toMatch(/<svg role="img" aria-labelledby="(wallet-chart-\w+)-title" aria-describedby="\1-desc"/);
    expect(html).toContain('<title id="');
    expect(html).toContain('Rewards a year of each card: Amex Cobalt $1,572');
    expect(html).toMatch(/fill="url\(#wallet-chart-\w+-grocery\)"/);
    expect(html).toContain('Recurring bonuses');
    expect(html).toContain('<th scope="row" class="py-1 pr-3 font-medium">Scotiabank Gold Amex</th>');
  });
});

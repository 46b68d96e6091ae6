import { describe, expect, it } from 'vitest';
import { cardBoxLine, cardPlaceholders } from './article-source';

describe('card placeholders', () => {
  it('tell boxes, known facts and unknown facts apart, in order', () => {
    const markdown =
      '{{card:american-express-cobalt-card}}\nIts fee is {{card:american-express-cobalt-card.annualFee}}, ' +
      'groceries earn {{card:american-express-cobalt-card.earn.grocery}} and {{card:x-card.colour}}.';
    expect(cardPlaceholders(markdown).map(({ kind, slug }) => [kind, slug])).toEqual([
      ['box', 'american-express-cobalt-card'],
      ['fact', 'american-express-cobalt-card'],
      ['fact', 'american-express-cobalt-card'],
      ['unknown-fact', 'x-card'],
    ]);
  });

  it('make a box only of a line holding nothing else', () => {
    expect(cardBoxLine('  {{card:tangerine-money-back-credit-card}} ')).toBe('tangerine-money-back-credit-card');
    expect(cardBoxLine('See {{card:tangerine-money-back-credit-card}}')).toBeNull();
    expect(cardBoxLine('{{card:tangerine-money-back-credit-card.annualFee}}')).toBeNull();
  });
});

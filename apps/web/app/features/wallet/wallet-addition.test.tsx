import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WalletAddition } from './wallet-addition';

const text = (ongoingValue: number, firstYearValue: number, estimated = false) =>
  renderToStaticMarkup(<WalletAddition addition={{ ongoingValue, firstYearValue, estimated }} />).replace(
    /<[^>]+>/g,
    '',
  );

describe('what a card would add to the wallet', () => {
  it('says what it adds every year and in the first', () => {
    expect(text(120, 420)).toBe('With your wallet: adds $120 a year after its fee ($420 in the first year).');
  });

  it('says when only its welcome bonus makes it worth having, and what its fee costs after', () => {
    expect(text(-139, 825)).toBe(
      'With your wallet: adds $825 in its first year, with its welcome bonus; after that its fee is $139 a year more than it adds.',
    );
    expect(text(0.2, 300)).toContain('after that it adds about as much as its fee.');
  });

  it('says when it adds nothing, and marks an estimate', () => {
    expect(text(-40, -40)).toBe(
      'Adds nothing to your wallet after its fee: your cards already earn as much on your spending.',
    );
    expect(text(50, 50, true)).toContain('estimated: part of it rests on a figure the issuer does not publish');
  });
});

import { describe, expect, it } from 'vitest';
import { linkifyText } from './linkify';

describe('linkifyText', () => {
  it('turns http(s) addresses into links and keeps the rest as text', () => {
    expect(linkifyText('Confirm: http://127.0.0.1:3000/confirm-email/abc_DEF-1\nThanks')).toEqual([
      { kind: 'text', text: 'Confirm: ' },
      {
        kind: 'link',
        text: 'http://127.0.0.1:3000/confirm-email/abc_DEF-1',
        href: 'http://127.0.0.1:3000/confirm-email/abc_DEF-1',
      },
      { kind: 'text', text: '\nThanks' },
    ]);
  });

  it('leaves sentence punctuation after an address out of the link, but keeps balanced brackets', () => {
    expect(linkifyText('Go to https://example.ca/a.')[1]).toEqual({
      kind: 'link',
      text: 'https://example.ca/a',
      href: 'https://example.ca/a',
    });
    expect(linkifyText('(see https://en.wikipedia.org/wiki/Foo_(bar))')[1]?.text).toBe(
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    );
  });

  it('never links other schemes and keeps markup as plain text', () => {
    const parts = linkifyText('<a href="javascript:alert(1)">x</a> javascript:alert(1) mailto:a@b.ca');
    expect(parts).toEqual([
      { kind: 'text', text: '<a href="javascript:alert(1)">x</a> javascript:alert(1) mailto:a@b.ca' },
    ]);
  });

  it('stops an address at a quote or angle bracket', () => {
    const parts = linkifyText('<https://example.ca/x>"https://example.ca/y"');
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'https://example.ca/x',
      'https://example.ca/y',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('<https://example.ca/x>"https://example.ca/y"');
  });

  it('gives back empty text as nothing', () => {
    expect(linkifyText('')).toEqual([]);
  });
});

import type { EditorPost } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { postFormValues, readPostForm, slugFromTitle } from './post-form';

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('the post form', () => {
  it('reads its inputs into a draft: lists split on commas, the second author optional', () => {
    const { draft, errors } = readPostForm(
      form([
        ['title', 'Is the Cobalt worth it?'],
        ['slug', ' cobalt-worth-it '],
        ['excerpt', 'Who comes out ahead.'],
        ['body', 'Text'],
        ['imageUrl', '/media/0123456789abcdef0123456789abcdef.webp'],
        ['imageAlt', 'The card'],
        ['categories', 'credit-card-reviews'],
        ['categories', 'not-a-category'],
        ['tags', 'Amex, dining,, '],
        ['authors', 'editorial-team'],
        ['authors', ''],
        ['cardSlugs', 'american-express-cobalt-card,\n scotiabank-gold-american-express-card'],
      ]),
    );
    expect(errors).toEqual({});
    expect(draft).toEqual({
      slug: 'cobalt-worth-it',
      title: 'Is the Cobalt worth it?',
      excerpt: 'Who comes out ahead.',
      body: 'Text',
      featuredImage: { url: '/media/0123456789abcdef0123456789abcdef.webp', alt: 'The card' },
      categories: ['credit-card-reviews'],
      tags: ['amex', 'dining'],
      authors: ['editorial-team'],
      cardSlugs: ['american-express-cobalt-card', 'scotiabank-gold-american-express-card'],
    });
  });

  it('asks for an image’s description, and for an image when only a description is given', () => {
    expect(readPostForm(form([['imageUrl', '/media/a.webp']])).errors).toHaveProperty(['featuredImage.alt']);
    expect(readPostForm(form([['imageAlt', 'A card']])).errors).toHaveProperty(['featuredImage.url']);
    expect(readPostForm(form([])).draft.featuredImage).toBeNull();
  });

  it('fills its inputs back from a saved post', () => {
    const values = postFormValues({
      title: 'T',
      slug: 's',
      excerpt: 'E',
      body: 'B',
      featuredImage: null,
      categories: ['study'],
      tags: ['a', 'b'],
      authors: [{ slug: 'editorial-team' }],
      cardSlugs: ['x', 'y'],
    } as unknown as EditorPost);
    expect(values).toMatchObject({ tags: 'a, b', authors: ['editorial-team', ''], cardSlugs: 'x, y', imageUrl: '' });
  });

  it('makes an address from a title', () => {
    expect(slugFromTitle('Best Cash-Back Cards & Perks in Québec, 2027!')).toBe(
      'best-cash-back-cards-and-perks-in-quebec-2027',
    );
    expect(slugFromTitle('  ---  ')).toBe('');
  });
});

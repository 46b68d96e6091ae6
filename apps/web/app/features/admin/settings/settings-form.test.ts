import { describe, expect, it } from 'vitest';
import {
  bellBody,
  errorAt,
  featureFlagsBody,
  fieldLabel,
  helloBarBody,
  helloBarDraft,
  menuPlacementsBody,
  previewBar,
  rowsOf,
  sectionOf,
  synonymsBody,
  termsOf,
} from './settings-form';

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('the settings forms', () => {
  it('read the section from the address, the hello bar unless another', () => {
    expect(sectionOf(new URL('https://x.ca/admin/settings'))).toBe('hello-bar');
    expect(sectionOf(new URL('https://x.ca/admin/settings?section=feature-flags'))).toBe('feature-flags');
    expect(sectionOf(new URL('https://x.ca/admin/settings?section=nothing'))).toBe('hello-bar');
  });

  it('read list rows in the order shown, by their index', () => {
    const form = formOf([
      ['items.1.name', ' Second '],
      ['items.0.name', 'First'],
      ['items.10.name', 'Eleventh'],
      ['other', 'x'],
    ]);
    expect(rowsOf(form, 'items')).toEqual([{ name: 'First' }, { name: 'Second' }, { name: 'Eleventh' }]);
  });

  it('send the hello bar as the API takes it: null when off, numbers as numbers, empty images as null', () => {
    expect(helloBarBody(formOf([['helloBar.name', 'x']]))).toEqual({ helloBar: null });
    const body = helloBarBody(
      formOf([
        ['helloBar.shown', 'on'],
        ['helloBar.copy', ' Words '],
        ['helloBar.imageLeft', ''],
        ['helloBar.imageLeftTop', '8'],
        ['helloBar.imageLeftWidth', ''],
        ['helloBar.ctaLinkType', 'External'],
        ['helloBar.optionB.on', 'on'],
        ['helloBar.optionB.copy', 'B words'],
      ]),
    );
    expect(body.helloBar).toMatchObject({
      copy: 'Words',
      imageLeft: null,
      imageLeftTop: 8,
      ctaLinkType: 'External',
      ctaNewTab: false,
      optionB: { copy: 'B words', ctaCopy: '' },
    });
    expect(body.helloBar?.imageLeftWidth).toBeNaN();
  });

  it('send bell items with their ids, a new one without', () => {
    const { items } = bellBody(
      formOf([
        ['items.0.id', 'kept'],
        ['items.0.name', 'One'],
        ['items.0.newTab', 'on'],
        ['items.1.id', ''],
        ['items.1.name', 'Two'],
        ['items.1.position', 'Bottom'],
        ['items.1.image', ''],
      ]),
    );
    expect(items[0]).toMatchObject({ id: 'kept', name: 'One', newTab: true, position: 'Top' });
    expect(items[1]).not.toHaveProperty('id');
    expect(items[1]).toMatchObject({ name: 'Two', position: 'Bottom', image: null });
  });

  it('send the pinned cards without the empty places, the synonyms’ terms as a list, and flags left at default out', () => {
    expect(
      menuPlacementsBody(
        formOf([
          ['pinned', ''],
          ['pinned', 'a-card'],
          ['pinned', ''],
        ]),
      ),
    ).toEqual({
      pinned: ['a-card'],
    });
    expect(termsOf(' amex, , american express ,')).toEqual(['amex', 'american express']);
    expect(
      synonymsBody(
        formOf([
          ['synonyms.0.label', 'TD'],
          ['synonyms.0.terms', 'td, td bank'],
          ['synonyms.0.cardField', ''],
        ]),
      ).synonyms[0],
    ).toEqual({ label: 'TD', terms: ['td', 'td bank'], slug: '', key: '', cardField: null });
    expect(
      featureFlagsBody(
        formOf([
          ['flags.blog', 'off'],
          ['flags.newsletter', ''],
          ['flags.careers', 'on'],
        ]),
      ),
    ).toEqual({
      flags: { blog: false, careers: true },
    });
  });

  it('find a field’s message, or one about something inside it, and name it as the form does', () => {
    expect(errorAt({ 'synonyms.2.terms.0': 'Write each term.' }, 'synonyms.2.terms')).toBe('Write each term.');
    expect(errorAt({ 'items.1.link': 'x' }, 'items.0.link')).toBeUndefined();
    expect(fieldLabel('items.2.link')).toBe('Item 3, link');
    expect(fieldLabel('synonyms.0.terms.1')).toBe('Synonym 1, terms');
    expect(fieldLabel('helloBar.optionB.ctaCopy')).toBe('Option B call to action');
    expect(fieldLabel('stats.dataPoints')).toBe('Data points rated per card');
    expect(fieldLabel('pinned.0')).toBe('Pinned card 1');
  });

  it('preview what the fields hold, a number not yet typed as 0', () => {
    const fallback = {
      name: 'Bar',
      copy: 'Copy',
      copyImage: null,
      imageLeft: null,
      imageLeftAltText: '',
      imageRight: null,
      ctaCopy: 'Go',
      ctaLink: '/x',
      ctaLinkType: 'Internal' as const,
      ctaNewTab: false,
      backgroundColor: '#000000',
      copyColor: '#ffffff',
      ctaBackgroundColor: '#ffffff',
      ctaFontColor: '#000000',
      imageLeftTop: 1,
      imageLeftWidth: 2,
      imageRightTop: 3,
      imageRightWidth: 4,
      optionB: null,
    };
    const draft = helloBarDraft(null, fallback);
    expect(draft.shown).toBe(false);
    expect(previewBar({ ...draft, copy: 'New words', imageLeftTop: '' })).toEqual({
      ...fallback,
      copy: 'New words',
      imageLeftTop: 0,
    });
  });
});

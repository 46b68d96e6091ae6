import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BELL_ITEMS_MAX, BELL_SETTINGS_MAX_BYTES, ProcessBellSettingsBody, readBellSettings } from './bell-settings';
import { NotificationBellItem } from './site';

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 'quiz-2026',
  name: 'The card quiz',
  linkType: 'Internal',
  link: '/credit-card-quiz',
  copy: 'Seven questions, and the cards that fit.',
  image: null,
  imageAltText: '',
  isAppExclusive: false,
  newTab: false,
  position: 'Top',
  ...overrides,
});

const read = (value: unknown) => readBellSettings(typeof value === 'string' ? value : JSON.stringify(value));
const refusal = (value: unknown) => {
  const reading = read(value);
  if (reading.ok) throw new Error('the settings were read');
  return reading;
};

describe('reading the bell settings', () => {
  it('reads a list of items into bell items, in the order written', () => {
    const external = item({
      id: 'app',
      name: 'Our app',
      linkType: 'External',
      link: 'https://apps.apple.com/ca/app/example',
      image: '/images/app.png',
      imageAltText: 'The app on a phone',
      isAppExclusive: true,
      newTab: true,
      position: 'Bottom',
    });
    const reading = read([item(), external]);
    expect(reading).toEqual({ ok: true, items: [item(), external] });
    if (reading.ok) for (const each of reading.items) NotificationBellItem.parse(each);
  });

  it('gives an item without an id one made from its name and link, the same every time', () => {
    const { id: _id, ...withoutId } = item();
    const first = read([withoutId]);
    const again = read(`  [${JSON.stringify(withoutId)}]\n`);
    expect(first.ok && first.items[0]?.id).toMatch(/^bell-[0-9a-f]{12}$/);
    expect(again).toEqual(first);
    const other = read([{ ...withoutId, link: '/methodology' }]);
    expect(other.ok && other.items[0]?.id).not.toBe(first.ok && first.items[0]?.id);
  });

  it('answers an empty list with no items', () => {
    expect(read('[]')).toEqual({ ok: true, items: [] });
  });

  it('says where text that is not JSON goes wrong', () => {
    const reading = refusal('[\n  { "name": "Quiz" \n  "link": "/x" }\n]');
    expect(reading.message).toBe(
      'The settings are not valid JSON: something is wrong at line 3, column 3. Check for a missing or extra comma, quote or bracket there.',
    );
    expect(reading.fields).toEqual({ data: reading.message });
    expect(refusal('').message).toBe('The settings are empty: write the list of bell items, [ … ].');
    expect(refusal('not json at all').fields.data).toMatch(/^The settings are not valid JSON/);
  });

  it('wants a list, and no more items than the bell could show', () => {
    for (const value of [{ items: [item()] }, 'null', '"text"', '42']) {
      expect(refusal(value).message).toBe('The settings must be a list of bell items, written [ { … }, { … } ].');
    }
    const many = Array.from({ length: BELL_ITEMS_MAX + 1 }, (_, index) => item({ id: `item-${index}` }));
    expect(refusal(many).message).toBe(
      `Keep the bell to ${BELL_ITEMS_MAX} items; this list has ${BELL_ITEMS_MAX + 1}.`,
    );
  });

  it('names each item and field to fix, counting items from 1 in the sentence and from 0 in the path', () => {
    const reading = refusal([
      item(),
      item({ id: 'b', linkType: 'internal', newTab: 'yes' }),
      'a sentence',
      item({ id: 'd', position: undefined }),
    ]);
    expect(reading.fields).toEqual({
      'data.1.linkType': 'Write "Internal" or "External" for linkType.',
      'data.1.newTab': 'Write true or false for newTab: whether the link opens in a new tab.',
      'data.2': 'Each item is an object, written { "name": …, "link": … }.',
      'data.3.position': 'Write "Top" or "Bottom" for position.',
    });
    expect(reading.message).toBe(
      'Item 2, linkType: Write "Internal" or "External" for linkType. 3 more problems are listed by field.',
    );
  });

  it('checks links and images as the bell shows them: site paths and https addresses only', () => {
    const reading = refusal([
      item({ id: 'a', link: 'https://elsewhere.example/page' }),
      item({ id: 'b', linkType: 'External', link: 'javascript:alert(1)' }),
      item({ id: 'c', link: '//evil.example/x' }),
      item({ id: 'd', image: 'data:image/png;base64,AAAA' }),
      item({ id: 'e', linkType: 'External', link: 'http://plain.example/' }),
      item({ id: 'f', name: '   ' }),
    ]);
    expect(reading.fields).toEqual({
      'data.0.link': 'An Internal link is a path on this site, starting with /, like /credit-cards.',
      'data.1.link': 'An External link is a full address starting with https://.',
      'data.2.link': 'An Internal link is a path on this site, starting with /, like /credit-cards.',
      'data.3.image': 'Give the image as a path on this site or an https:// address, or null for none.',
      'data.4.link': 'An External link is a full address starting with https://.',
      'data.5.name': 'Give the item a name: the line readers see under the bell.',
    });
  });

  it('refuses control characters written as JSON escapes, and ids used twice', () => {
    expect(refusal([item({ copy: 'Bell\u0000' })]).fields).toEqual({
      'data.0.copy': 'This contains characters we cannot store. Remove them.',
    });
    expect(refusal([item({ id: 'same' }), item({ id: 'same', name: 'Other' })]).fields).toEqual({
      'data.1.id': 'Item 1 has the same id. Give each item its own.',
    });
    const { id: _id, ...withoutId } = item();
    expect(refusal([withoutId, withoutId]).fields).toEqual({
      'data.1.id': 'It repeats item 1 (the same name and link). Remove one, or give each its own id.',
    });
    expect(refusal([item({ id: 'has spaces' })]).fields['data.0.id']).toMatch(/^Use 1 to 80 letters/);
  });

  it('leaves out fields a bell item does not have', () => {
    const reading = read([item({ createdAt: '2026-11-01', colour: 'red' })]);
    expect(reading).toEqual({ ok: true, items: [item()] });
  });
});

describe('any settings text', () => {
  const answered = (reading: ReturnType<typeof readBellSettings>) => {
    if (reading.ok) for (const each of reading.items) NotificationBellItem.parse(each);
    else {
      expect(reading.message).not.toBe('');
      expect(Object.keys(reading.fields).length).toBeGreaterThan(0);
    }
  };

  it('is read or refused with a reason, never an exception', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => answered(readBellSettings(text))));
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => answered(read(value))));
  });

  it('holding items with generated fields is read or refused field by field', () => {
    const generatedItem = fc.record(
      {
        id: fc.oneof(fc.string({ maxLength: 12 }), fc.integer()),
        name: fc.string({ maxLength: 20 }),
        linkType: fc.constantFrom('Internal', 'External', 'internal', ''),
        link: fc.oneof(fc.constantFrom('/a', 'https://example.ca/', 'javascript:x', '//x'), fc.string()),
        copy: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null)),
        image: fc.oneof(fc.constant(null), fc.string({ maxLength: 20 })),
        imageAltText: fc.string({ maxLength: 10 }),
        isAppExclusive: fc.oneof(fc.boolean(), fc.constant('false')),
        newTab: fc.boolean(),
        position: fc.constantFrom('Top', 'Bottom', 'Side'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(generatedItem, { maxLength: 6 }), (items) => {
        const reading = read(items);
        answered(reading);
        if (!reading.ok) for (const key of Object.keys(reading.fields)) expect(key).toMatch(/^data\.\d+(\.\w+)?$/);
      }),
    );
  });
});

describe('the settings text sent', () => {
  it('is at most 64 KB of UTF-8', () => {
    expect(ProcessBellSettingsBody.safeParse({ data: 'a'.repeat(BELL_SETTINGS_MAX_BYTES) }).success).toBe(true);
    const over = ProcessBellSettingsBody.safeParse({ data: 'é'.repeat(BELL_SETTINGS_MAX_BYTES / 2 + 1) });
    expect(over.error?.issues[0]?.message).toBe('Keep the settings under 64 KB.');
    expect(ProcessBellSettingsBody.safeParse({ data: '[]', extra: 1 }).success).toBe(false);
  });
});

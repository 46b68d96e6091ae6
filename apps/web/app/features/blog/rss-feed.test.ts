import { describe, expect, it } from 'vitest';
import { escapeXml, type RssChannel, type RssItem, rfc822Date, rssFeed } from './rss-feed';

const CHANNEL: RssChannel = {
  title: 'The CardGenius blog',
  link: 'https://cards.example/blog',
  description: 'News & guides',
  self: 'https://cards.example/blog/feed.xml',
  language: 'en-ca',
};

const item = (overrides: Partial<RssItem> = {}): RssItem => ({
  title: 'Points vs cash back',
  link: 'https://cards.example/blog/points-vs-cash-back',
  description: 'Which pays more?',
  published: '2026-11-03T14:00:00.000Z',
  modified: '2026-11-20T15:30:00.000Z',
  categories: ['Credit cards 101'],
  creators: ['CardGenius Editors'],
  ...overrides,
});

describe('escaping', () => {
  it('escapes markup in text and attributes', () => {
    expect(escapeXml(`Fees < 5% & "no" 'caps' > all`)).toBe(
      'Fees &lt; 5% &amp; &quot;no&quot; &apos;caps&apos; &gt; all',
    );
    expect(escapeXml('&amp; stays escaped once more')).toBe('&amp;amp; stays escaped once more');
  });

  it('drops characters XML cannot hold, and keeps every other character', () => {
    expect(escapeXml('a\u0000b\u0008c\u001fd\uFFFEe\uFFFFf\uD800g')).toBe('abcdefg');
    expect(escapeXml('tab\tline\nreturn\r')).toBe('tab\tline\nreturn\r');
    expect(escapeXml('Québec — 5× 🍁 ’quoted’')).toBe('Québec — 5× 🍁 ’quoted’');
  });
});

describe('dates', () => {
  it('are written as RFC 822 wants them, in GMT', () => {
    expect(rfc822Date('2026-11-03T14:00:00.000Z')).toBe('Tue, 03 Nov 2026 14:00:00 GMT');
    expect(rfc822Date('2026-01-01T00:30:00-05:00')).toBe('Thu, 01 Jan 2026 05:30:00 GMT');
  });

  it('refuse what is not a date', () => {
    expect(() => rfc822Date('soon')).toThrow(RangeError);
  });
});

describe('a feed', () => {
  it('is RSS 2.0 with its channel, self link and each item escaped', () => {
    const xml = rssFeed(CHANNEL, [
      item({ title: 'Cobalt <review> & "verdict"', description: '<script>alert(1)</script>' }),
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(xml).toContain('<title>The CardGenius blog</title>\n<link>https://cards.example/blog</link>');
    expect(xml).toContain('<description>News &amp; guides</description>\n<language>en-ca</language>');
    expect(xml).toContain(
      '<atom:link href="https://cards.example/blog/feed.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain(
      [
        '<item>',
        '<title>Cobalt &lt;review&gt; &amp; &quot;verdict&quot;</title>',
        '<link>https://cards.example/blog/points-vs-cash-back</link>',
        '<guid isPermaLink="true">https://cards.example/blog/points-vs-cash-back</guid>',
        '<pubDate>Tue, 03 Nov 2026 14:00:00 GMT</pubDate>',
        '<description>&lt;script&gt;alert(1)&lt;/script&gt;</description>',
        '<category>Credit cards 101</category>',
        '<dc:creator>CardGenius Editors</dc:creator>',
        '</item>',
      ].join('\n'),
    );
    expect(xml).not.toContain('<script>');
    expect(xml.endsWith('</channel>\n</rss>\n')).toBe(true);
  });

  it('was last built when its newest item was published or changed, so the same posts give the same bytes', () => {
    const items = [
      item({ published: '2026-11-03T14:00:00.000Z', modified: '2026-11-04T10:00:00.000Z' }),
      item({ published: '2026-11-10T09:00:00.000Z', modified: '2026-11-10T09:00:00.000Z' }),
    ];
    const xml = rssFeed(CHANNEL, items);
    expect(xml).toContain('<lastBuildDate>Tue, 10 Nov 2026 09:00:00 GMT</lastBuildDate>');
    expect(rssFeed(CHANNEL, items)).toBe(xml);
  });

  it('with no items is still a valid channel, without a build date', () => {
    const xml = rssFeed(CHANNEL, []);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('<channel>\n<title>The CardGenius blog</title>');
    expect(xml).toContain('rel="self"');
    expect(xml.endsWith('</channel>\n</rss>\n')).toBe(true);
  });

  it('names each category and each author of an item', () => {
    const xml = rssFeed(CHANNEL, [item({ categories: ['Reviews', 'Credit card reviews'], creators: ['A & B', 'C'] })]);
    expect(xml).toContain(
      '<category>Reviews</category>\n<category>Credit card reviews</category>\n<dc:creator>A &amp; B</dc:creator>\n<dc:creator>C</dc:creator>',
    );
  });
});

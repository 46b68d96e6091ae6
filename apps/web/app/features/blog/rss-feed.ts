/**
 * RSS 2.0 documents (https://www.rssboard.org/rss-specification), built as text: every value escaped,
 * every date in RFC 822 form, the same bytes for the same posts (so a feed's ETag changes only when
 * they do).
 */

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

export interface RssChannel {
  title: string;
  /** The absolute URL of the page the feed follows. */
  link: string;
  description: string;
  /** The feed's own absolute URL (atom:link rel="self"). */
  self: string;
  /** RSS language code, e.g. en-ca. */
  language: string;
}

export interface RssItem {
  title: string;
  /** Its absolute, canonical URL: also its permanent guid. */
  link: string;
  description: string;
  /** ISO date and time of publication. */
  published: string;
  /** ISO date and time of its last change. */
  modified: string;
  categories: readonly string[];
  /** Who wrote it (dc:creator, one element each). */
  creators: readonly string[];
}

/** Characters XML 1.0 cannot hold at all, escaped or not: control characters (but tab and line breaks), lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value: markup escaped, characters XML cannot hold dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** An ISO date and time as RFC 822 wants it in RSS: `Tue, 03 Nov 2026 14:00:00 GMT`. */
export function rfc822Date(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return date.toUTCString();
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function itemXml(item: RssItem): string {
  return [
    '<item>',
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    element('pubDate', rfc822Date(item.published)),
    element('description', item.description),
    ...item.categories.map((category) => element('category', category)),
    ...item.creators.map((creator) => element('dc:creator', creator)),
    '</item>',
  ].join('\n');
}

/**
 * The feed's XML. Its lastBuildDate is the newest publication or change among its items, not the time
 * it was built, so building it again for the same posts gives the same bytes; an empty feed has none.
 */
export function rssFeed(channel: RssChannel, items: readonly RssItem[]): string {
  const newest = items
    .flatMap((item) => [item.published, item.modified])
    .reduce<number | null>((latest, iso) => Math.max(latest ?? 0, new Date(iso).getTime()), null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    ...(newest === null ? [] : [element('lastBuildDate', rfc822Date(new Date(newest).toISOString()))]),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

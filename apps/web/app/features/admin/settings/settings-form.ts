import { STORABLE_FEATURE_FLAGS } from '@cardgenius/core';
import {
  type HelloBar,
  SITE_SETTING_LABELS,
  SITE_SETTING_NAMES,
  type SiteSettingName,
  STAT_LABELS,
  STORED_STAT_NAMES,
} from '@cardgenius/core/contract';

/** The settings page's sections, in the order its tabs list them. */
export const SETTINGS_SECTIONS = SITE_SETTING_NAMES.map((name) => ({ name, label: SITE_SETTING_LABELS[name] }));

export const SETTINGS_PATH = '/admin/settings';

/** The section an address asks for (`?section=`), the hello bar unless another. */
export function sectionOf(url: URL): SiteSettingName {
  const asked = url.searchParams.get('section');
  return SITE_SETTING_NAMES.find((name) => name === asked) ?? 'hello-bar';
}

export const sectionHref = (name: SiteSettingName) =>
  name === 'hello-bar' ? SETTINGS_PATH : `${SETTINGS_PATH}?section=${name}`;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const checked = (form: FormData, name: string) => form.get(name) === 'on';
const orNull = (value: string) => (value === '' ? null : value);
/** A number typed in an input: NaN when empty, so the API says it is missing rather than reading 0. */
const numberOf = (form: FormData, name: string) => {
  const value = text(form, name);
  return value === '' ? Number.NaN : Number(value);
};

/**
 * The rows of a list the form writes as `prefix.N.field`, in the order of N (the order shown), each a
 * map of its fields.
 */
export function rowsOf(form: FormData, prefix: string): Record<string, string>[] {
  const rows = new Map<number, Record<string, string>>();
  const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}\\.(\\d+)\\.(.+)$`);
  for (const [name, value] of form.entries()) {
    const match = pattern.exec(name);
    if (!match || typeof value !== 'string') continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? {};
    row[match[2] as string] = value.trim();
    rows.set(index, row);
  }
  return [...rows].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** The hello bar form's body: null when "Show the hello bar" is off. */
export function helloBarBody(form: FormData) {
  if (!checked(form, 'helloBar.shown')) return { helloBar: null };
  return {
    helloBar: {
      name: text(form, 'helloBar.name'),
      copy: text(form, 'helloBar.copy'),
      copyImage: orNull(text(form, 'helloBar.copyImage')),
      imageLeft: orNull(text(form, 'helloBar.imageLeft')),
      imageLeftAltText: text(form, 'helloBar.imageLeftAltText'),
      imageRight: orNull(text(form, 'helloBar.imageRight')),
      ctaCopy: text(form, 'helloBar.ctaCopy'),
      ctaLink: text(form, 'helloBar.ctaLink'),
      ctaLinkType: text(form, 'helloBar.ctaLinkType') === 'External' ? 'External' : 'Internal',
      ctaNewTab: checked(form, 'helloBar.ctaNewTab'),
      backgroundColor: text(form, 'helloBar.backgroundColor'),
      copyColor: text(form, 'helloBar.copyColor'),
      ctaBackgroundColor: text(form, 'helloBar.ctaBackgroundColor'),
      ctaFontColor: text(form, 'helloBar.ctaFontColor'),
      imageLeftTop: numberOf(form, 'helloBar.imageLeftTop'),
      imageLeftWidth: numberOf(form, 'helloBar.imageLeftWidth'),
      imageRightTop: numberOf(form, 'helloBar.imageRightTop'),
      imageRightWidth: numberOf(form, 'helloBar.imageRightWidth'),
      optionB: checked(form, 'helloBar.optionB.on')
        ? { copy: text(form, 'helloBar.optionB.copy'), ctaCopy: text(form, 'helloBar.optionB.ctaCopy') }
        : null,
    },
  } as const;
}

/** The bell form's body: the items in the order shown; an item keeps its id, a new one gets one. */
export function bellBody(form: FormData) {
  return {
    items: rowsOf(form, 'items').map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      name: row.name ?? '',
      linkType: row.linkType === 'External' ? ('External' as const) : ('Internal' as const),
      link: row.link ?? '',
      copy: row.copy ?? '',
      image: orNull(row.image ?? ''),
      imageAltText: row.imageAltText ?? '',
      isAppExclusive: row.isAppExclusive === 'on',
      newTab: row.newTab === 'on',
      position: row.position === 'Bottom' ? ('Bottom' as const) : ('Top' as const),
    })),
  };
}

/** The pinned cards, in order, the empty places left out. */
export function menuPlacementsBody(form: FormData) {
  return {
    pinned: form.getAll('pinned').filter((value): value is string => typeof value === 'string' && value !== ''),
  };
}

/** Terms as typed, one list: separated by commas, each trimmed, empty ones dropped. */
export const termsOf = (typed: string) =>
  typed
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

export function synonymsBody(form: FormData) {
  return {
    synonyms: rowsOf(form, 'synonyms').map((row) => ({
      label: row.label ?? '',
      terms: termsOf(row.terms ?? ''),
      slug: row.slug ?? '',
      key: row.key ?? '',
      cardField: (orNull(row.cardField ?? '') as 'issuer' | 'rewardProgram' | 'network' | 'categories' | null) ?? null,
    })),
  };
}

export function statsBody(form: FormData) {
  return { stats: Object.fromEntries(STORED_STAT_NAMES.map((name) => [name, numberOf(form, `stats.${name}`)])) };
}

export function pressMentionsBody(form: FormData) {
  return {
    mentions: rowsOf(form, 'mentions').map((row) => ({
      name: row.name ?? '',
      url: row.url ?? '',
      date: row.date ?? '',
    })),
  };
}

/** Each storable flag set on or off; one left at "Default" is left out. */
export function featureFlagsBody(form: FormData) {
  const flags: Record<string, boolean> = {};
  for (const name of STORABLE_FEATURE_FLAGS) {
    const value = text(form, `flags.${name}`);
    if (value === 'on' || value === 'off') flags[name] = value === 'on';
  }
  return { flags };
}

/** The message for a field: its own, or the first about something inside it (a term of a list). */
export function errorAt(fields: Record<string, string>, path: string): string | undefined {
  if (fields[path]) return fields[path];
  const inside = Object.keys(fields).find((key) => key.startsWith(`${path}.`));
  return inside ? fields[inside] : undefined;
}

/** The hello bar editor's values, as its inputs hold them (text, or on and off). */
export interface HelloBarDraft {
  shown: boolean;
  name: string;
  copy: string;
  copyImage: string;
  imageLeft: string;
  imageLeftAltText: string;
  imageRight: string;
  ctaCopy: string;
  ctaLink: string;
  ctaLinkType: 'Internal' | 'External';
  ctaNewTab: boolean;
  backgroundColor: string;
  copyColor: string;
  ctaBackgroundColor: string;
  ctaFontColor: string;
  imageLeftTop: string;
  imageLeftWidth: string;
  imageRightTop: string;
  imageRightWidth: string;
  optionBOn: boolean;
  optionBCopy: string;
  optionBCtaCopy: string;
}

/** The editor's values for a stored bar (the default's when the bar is switched off). */
export function helloBarDraft(bar: HelloBar | null, fallback: HelloBar): HelloBarDraft {
  const source = bar ?? fallback;
  return {
    shown: bar !== null,
    name: source.name,
    copy: source.copy,
    copyImage: source.copyImage ?? '',
    imageLeft: source.imageLeft ?? '',
    imageLeftAltText: source.imageLeftAltText,
    imageRight: source.imageRight ?? '',
    ctaCopy: source.ctaCopy,
    ctaLink: source.ctaLink,
    ctaLinkType: source.ctaLinkType,
    ctaNewTab: source.ctaNewTab,
    backgroundColor: source.backgroundColor,
    copyColor: source.copyColor,
    ctaBackgroundColor: source.ctaBackgroundColor,
    ctaFontColor: source.ctaFontColor,
    imageLeftTop: String(source.imageLeftTop),
    imageLeftWidth: String(source.imageLeftWidth),
    imageRightTop: String(source.imageRightTop),
    imageRightWidth: String(source.imageRightWidth),
    optionBOn: source.optionB !== null,
    optionBCopy: source.optionB?.copy ?? '',
    optionBCtaCopy: source.optionB?.ctaCopy ?? '',
  };
}

const pixels = (typed: string) => {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isFinite(value) ? value : 0;
};

/** The bar as the editor's values would show it now: what the preview draws. */
export function previewBar(draft: HelloBarDraft): HelloBar {
  return {
    name: draft.name,
    copy: draft.copy,
    copyImage: draft.copyImage.trim() || null,
    imageLeft: draft.imageLeft.trim() || null,
    imageLeftAltText: draft.imageLeftAltText,
    imageRight: draft.imageRight.trim() || null,
    ctaCopy: draft.ctaCopy,
    ctaLink: draft.ctaLink,
    ctaLinkType: draft.ctaLinkType,
    ctaNewTab: draft.ctaNewTab,
    backgroundColor: draft.backgroundColor,
    copyColor: draft.copyColor,
    ctaBackgroundColor: draft.ctaBackgroundColor,
    ctaFontColor: draft.ctaFontColor,
    imageLeftTop: pixels(draft.imageLeftTop),
    imageLeftWidth: pixels(draft.imageLeftWidth),
    imageRightTop: pixels(draft.imageRightTop),
    imageRightWidth: pixels(draft.imageRightWidth),
    optionB: draft.optionBOn ? { copy: draft.optionBCopy, ctaCopy: draft.optionBCtaCopy } : null,
  };
}

const LIST_NOUNS: Record<string, string> = {
  items: 'Item',
  synonyms: 'Synonym',
  mentions: 'Publication',
  pinned: 'Pinned card',
};

/** The hello bar's fields as its form labels them. */
const HELLO_BAR_LABELS: Record<string, string> = {
  name: 'Name',
  copy: 'Copy',
  copyImage: 'Copy image',
  imageLeft: 'Left image',
  imageLeftAltText: 'Left image description',
  imageRight: 'Right image',
  ctaCopy: 'Call to action',
  ctaLink: 'Link',
  ctaLinkType: 'Link type',
  ctaNewTab: 'New tab',
  backgroundColor: 'Background colour',
  copyColor: 'Copy colour',
  ctaBackgroundColor: 'Call to action colour',
  ctaFontColor: 'Call to action text colour',
  imageLeftTop: 'Left image: pixels from the top',
  imageLeftWidth: 'Left image: width',
  imageRightTop: 'Right image: pixels from the top',
  imageRightWidth: 'Right image: width',
  optionB: 'Option B',
  'optionB.copy': 'Option B copy',
  'optionB.ctaCopy': 'Option B call to action',
};

/** A field's path as the result message names it: `items.2.link` → “Item 3, link”. */
export function fieldLabel(path: string): string {
  const [head = '', ...rest] = path.split('.');
  if (head === 'helloBar' && rest.length > 0) return HELLO_BAR_LABELS[rest.join('.')] ?? rest.join('.');
  const noun = LIST_NOUNS[head];
  if (noun && rest[0] !== undefined && /^\d+$/.test(rest[0])) {
    const [index, ...inside] = rest;
    const within = inside.filter((part) => !/^\d+$/.test(part)).join(' ');
    return `${noun} ${Number(index) + 1}${within ? `, ${within}` : ''}`;
  }
  if (head === 'stats' && rest[0]) return STAT_LABELS[rest[0] as keyof typeof STAT_LABELS] ?? rest[0];
  return rest.length > 0 ? rest.join('.') : head;
}

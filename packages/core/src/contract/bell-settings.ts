import '../zod-setup';
import { z } from 'zod';
import { hasControlCharacters } from '../rules/text-input';
import { defineEndpoint } from './endpoint';
import { fnv1a64 } from './page-cache-rules';
import { NotificationBellItem } from './site';

// The notification bell's settings as text (shell-and-browsing §3 notification bell item, §7
// misc/process-cvr): the JSON staff write is read into bell items, or refused saying which item and
// which field to fix. Nothing is stored.

/** The longest settings text read, in bytes of UTF-8. */
export const BELL_SETTINGS_MAX_BYTES = 64 * 1024;
/** More than the bell can show; a list past it is a mistake. */
export const BELL_ITEMS_MAX = 50;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).byteLength;

export const ProcessBellSettingsBody = z.strictObject({
  data: z
    .string({ error: 'Send the settings as JSON text in data.' })
    .refine((text) => utf8Bytes(text) <= BELL_SETTINGS_MAX_BYTES, 'Keep the settings under 64 KB.')
    .describe('The JSON text of the bell settings: a list of bell items'),
});

export const BellSettings = z
  .object({ items: z.array(NotificationBellItem).describe('The items in the order written') })
  .meta({ id: 'BellSettings' });
export type BellSettings = z.infer<typeof BellSettings>;

export const processBellSettings = defineEndpoint({
  id: 'processBellSettings',
  method: 'post',
  path: '/misc/process-cvr',
  summary: 'Read the notification bell’s settings text into bell items (misc/process-cvr)',
  description: `The text is a JSON list of items: name, linkType (Internal or External), link (a site path for Internal, an https address for External), copy, image (a site path, an https address or null), imageAltText, isAppExclusive, newTab and position (Top or Bottom); id is optional (one is made from the name and link). Up to ${BELL_ITEMS_MAX} items and 64 KB. A 400 names each item and field to fix. Nothing is stored.`,
  tag: 'Site',
  access: 'public',
  request: { body: ProcessBellSettingsBody },
  responses: { 200: BellSettings },
});

/** A site path (not `//host`, which browsers read as another site). */
export const isSitePath = (value: string) => /^\/(?![/\\])\S*$/.test(value);
export const isHttpsAddress = (value: string) => {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

const CONTROL_CHARACTERS = 'This contains characters we cannot store. Remove them.';

/**
 * An item as written: the bell item the site stores (id optional), with its link and image checked
 * the way the bell shows them.
 */
export const WrittenBellItem = NotificationBellItem.extend({
  id: NotificationBellItem.shape.id.optional(),
}).superRefine((item, context) => {
  const fail = (field: keyof NotificationBellItem, message: string) =>
    context.addIssue({ code: 'custom', path: [field], message });
  if (item.id !== undefined && !/^[\w.:-]{1,80}$/.test(item.id)) {
    fail('id', 'Use 1 to 80 letters, digits, dots, colons, hyphens or underscores for the id, or leave it out.');
  }
  if (item.name.trim() === '') fail('name', 'Give the item a name: the line readers see under the bell.');
  if (item.linkType === 'Internal' && !isSitePath(item.link)) {
    fail('link', 'An Internal link is a path on this site, starting with /, like /credit-cards.');
  }
  if (item.linkType === 'External' && !isHttpsAddress(item.link)) {
    fail('link', 'An External link is a full address starting with https://.');
  }
  if (item.image !== null && !isSitePath(item.image) && !isHttpsAddress(item.image)) {
    fail('image', 'Give the image as a path on this site or an https:// address, or null for none.');
  }
  for (const [field, value] of Object.entries(item)) {
    if (typeof value === 'string' && hasControlCharacters(value, { allowLineBreaks: true })) {
      fail(field as keyof NotificationBellItem, CONTROL_CHARACTERS);
    }
  }
});

/** What to write in a field the schema refused for its type or value (its own checks say their own). */
const FIELD_MESSAGES: Record<keyof NotificationBellItem, string> = {
  id: 'Give the id as text, or leave it out.',
  name: 'Give the item a name: the line readers see under the bell.',
  linkType: 'Write "Internal" or "External" for linkType.',
  link: 'Give the link as text: a path on this site, or an https:// address.',
  copy: 'Give the copy as text: the sentence under the name (it may be empty, "").',
  image: 'Give the image as a path on this site or an https:// address, or null for none.',
  imageAltText: 'Describe the image as text for readers who cannot see it ("" when there is none).',
  isAppExclusive: 'Write true or false for isAppExclusive: whether only the app shows the item.',
  newTab: 'Write true or false for newTab: whether the link opens in a new tab.',
  position: 'Write "Top" or "Bottom" for position.',
};

export type BellSettingsReading =
  | { ok: true; items: NotificationBellItem[] }
  | { ok: false; message: string; fields: Record<string, string> };

/** Line and column (from 1) of a character offset in the text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Where JSON.parse stopped, from its message ("… at position 12 …"), when it says. */
function notJson(text: string, error: unknown): string {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
  if (position === undefined) {
    return 'The settings are not valid JSON: check that every quote, comma and bracket is in place.';
  }
  const { line, column } = lineAndColumn(text, Number(position));
  return `The settings are not valid JSON: something is wrong at line ${line}, column ${column}. Check for a missing or extra comma, quote or bracket there.`;
}

const refused = (message: string, fields: Record<string, string>): BellSettingsReading => ({
  ok: false,
  message,
  fields,
});

/**
 * Reads the bell's settings text: JSON, a list, each item a bell item. A problem is answered with a
 * sentence naming the first item and field to fix, and each problem under its dotted path
 * (`data.2.linkType`, items counted from 0 as in the list; the sentences count from 1).
 */
export function readBellSettings(text: string): BellSettingsReading {
  if (text.trim() === '') {
    return refused('The settings are empty: write the list of bell items, [ … ].', {
      data: 'Write the list of items.',
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = notJson(text, error);
    return refused(message, { data: message });
  }
  if (!Array.isArray(value)) {
    const message = 'The settings must be a list of bell items, written [ { … }, { … } ].';
    return refused(message, { data: message });
  }
  if (value.length > BELL_ITEMS_MAX) {
    const message = `Keep the bell to ${BELL_ITEMS_MAX} items; this list has ${value.length}.`;
    return refused(message, { data: message });
  }

  const fields: Record<string, string> = {};
  const problems: string[] = [];
  const items: NotificationBellItem[] = [];
  const seen = new Map<string, number>();
  for (const [index, written] of value.entries()) {
    const number = index + 1;
    const add = (field: string | null, message: string) => {
      const key = field === null ? `data.${index}` : `data.${index}.${field}`;
      if (key in fields) return;
      fields[key] = message;
      problems.push(field === null ? `Item ${number}: ${message}` : `Item ${number}, ${field}: ${message}`);
    };
    if (written === null || typeof written !== 'object' || Array.isArray(written)) {
      add(null, 'Each item is an object, written { "name": …, "link": … }.');
      continue;
    }
    const parsed = WrittenBellItem.safeParse(written);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof NotificationBellItem;
        if (!(field in FIELD_MESSAGES)) continue;
        add(field, issue.code === 'custom' ? issue.message : FIELD_MESSAGES[field]);
      }
      continue;
    }
    const item = parsed.data;
    const id = item.id ?? `bell-${fnv1a64(`${item.name}\n${item.link}`).slice(0, 12)}`;
    const first = seen.get(id);
    if (first !== undefined) {
      add(
        'id',
        item.id === undefined
          ? `It repeats item ${first} (the same name and link). Remove one, or give each its own id.`
          : `Item ${first} has the same id. Give each item its own.`,
      );
      continue;
    }
    seen.set(id, number);
    items.push({ ...item, id });
  }
  if (problems.length > 0) {
    const others = problems.length - 1;
    const more = others === 0 ? '' : ` ${others} more ${others === 1 ? 'problem is' : 'problems are'} listed by field.`;
    return refused(`${problems[0]}${more}`, fields);
  }
  return { ok: true, items };
}

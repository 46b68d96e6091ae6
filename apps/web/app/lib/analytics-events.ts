import {
  CORE_FEATURES,
  INGESTED_EVENT_KINDS,
  type IngestedEventKind,
  SEARCH_ACTIONS,
  SEARCH_FEATURES,
  TIME_ON_SITE_SECONDS,
} from '@cardgenius/core/analytics';

/** An event as the API takes it: id, time, page and its kind's fields (contract `ANALYTICS_EVENT_FIELDS`). */
export interface OutgoingEvent {
  id: string;
  occurredAt: string;
  page: string;
  [field: string]: unknown;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;
const OPTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const MAX_OPTIONS = 20;

/** Short text as the API takes it (trimmed, no control characters, cut), or null when there is none. */
function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const cleaned = String(value).replace(CONTROL_CHARACTERS, '').trim().slice(0, max).trim();
  return cleaned === '' ? null : cleaned;
}

function wholeNumber(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : null;
}

function oneOf<T extends string>(list: readonly T[], value: unknown): T | null {
  return list.includes(value as T) ? (value as T) : null;
}

/** A core feature's options: short names with plain values, at most 20. */
function options(value: unknown): Record<string, string | number | boolean | null> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const kept: Record<string, string | number | boolean | null> = {};
  for (const [name, item] of Object.entries(value)) {
    if (Object.keys(kept).length === MAX_OPTIONS) break;
    if (!OPTION_NAME.test(name)) continue;
    if (typeof item === 'string') kept[name] = item.slice(0, 200);
    else if ((typeof item === 'number' && Number.isFinite(item)) || typeof item === 'boolean' || item === null) {
      kept[name] = item;
    }
  }
  return kept;
}

export function isIngestedKind(kind: string): kind is IngestedEventKind {
  return (INGESTED_EVENT_KINDS as readonly string[]).includes(kind);
}

/**
 * The fields of one `track()` call in the shape the API takes, or null when the call cannot make a
 * valid event (a core feature without a known name, a search without a term): such a call is dropped
 * here rather than refused with its whole batch.
 */
export function eventFields(
  kind: IngestedEventKind,
  data: Record<string, unknown>,
  previousPage: string | null,
): Record<string, unknown> | null {
  switch (kind) {
    case 'pageview':
      return { previousPage };
    case 'core-feature': {
      const name = oneOf(CORE_FEATURES, data.name);
      if (!name) return null;
      return {
        name,
        instance: text(data.instance, 100),
        context: text(data.context, 100),
        trigger: text(data.trigger, 100),
        options: options(data.options),
        variation: text(data.variation, 100),
        interacted: data.interacted !== false,
      };
    }
    case 'subscription': {
      const context = text(data.context, 60);
      return context ? { context, subscribed: data.subscribed !== false } : null;
    }
    case 'registration':
      return {
        context: text(data.context, 60) ?? 'site',
        registered: data.registered !== false,
        trigger: data.trigger === 'Referral' ? 'Referral' : null,
      };
    case 'time-on-site':
      return { seconds: wholeNumber(data.seconds, 1, 86_400) ?? TIME_ON_SITE_SECONDS };
    case 'scroll': {
      const depth = wholeNumber(data.depth, 0, 100);
      return depth === null ? null : { depth };
    }
    case 'search': {
      const term = text(data.term, 100);
      if (!term) return null;
      return {
        feature: oneOf(SEARCH_FEATURES, data.feature) ?? 'search-box',
        action: oneOf(SEARCH_ACTIONS, data.action) ?? 'submit',
        term,
        results: wholeNumber(data.results, 0, 10_000),
      };
    }
  }
}

/** A random UUID v4; `crypto.randomUUID` exists only on secure pages, `getRandomValues` everywhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Events split into requests the API and a keepalive fetch take: at most `maxEvents` each, and each body
 * (the session plus the events) within `maxBytes`. An event too large on its own is dropped.
 */
export function splitBatches(
  events: readonly OutgoingEvent[],
  sessionJson: string,
  maxEvents: number,
  maxBytes: number,
): OutgoingEvent[][] {
  const encoder = new TextEncoder();
  const bytes = (value: string) => encoder.encode(value).length;
  const batches: OutgoingEvent[][] = [];
  // `{"session":…,"events":[…]}` around the events.
  const overhead = bytes(sessionJson) + 32;
  let batch: OutgoingEvent[] = [];
  let size = overhead;
  for (const event of events) {
    const eventSize = bytes(JSON.stringify(event)) + 1;
    if (overhead + eventSize > maxBytes) continue;
    if (batch.length === maxEvents || size + eventSize > maxBytes) {
      batches.push(batch);
      batch = [];
      size = overhead;
    }
    batch.push(event);
    size += eventSize;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

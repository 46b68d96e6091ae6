import '../zod-setup';
import { z } from 'zod';
import { CatalogueCard } from './schema';

/**
 * The fields of the staff card editor, read from the catalogue schema itself so that every field of a
 * card has an input and a new field in the schema gets one without a second list: plain values get an
 * input of their kind, lists and optional groups a JSON text area.
 */
export type CardFieldKind = 'text' | 'number' | 'boolean' | 'choice' | 'date' | 'json';

export interface CardFormField {
  /** Dotted path in the card, e.g. `fees.annual`. */
  path: string;
  label: string;
  kind: CardFieldKind;
  /** Null is a value: "not published" (empty input). */
  nullable: boolean;
  integer: boolean;
  options: string[];
  /** How to write the value, when the kind does not say. */
  hint: string | null;
  section: CardFormSection;
}

export const CARD_FORM_SECTIONS = [
  'Identity and status',
  'Fees',
  'Interest rates',
  'Earning',
  'Welcome bonus',
  'Requirements',
  'Account terms',
  'Insurance and perks',
  'Sources and notes',
] as const;
export type CardFormSection = (typeof CARD_FORM_SECTIONS)[number];

const SECTION_OF: Record<string, CardFormSection> = {
  fees: 'Fees',
  rates: 'Interest rates',
  rewardProgram: 'Earning',
  pointValueOverride: 'Earning',
  pointsLabel: 'Earning',
  earn: 'Earning',
  sharedCaps: 'Earning',
  partnerRates: 'Earning',
  bonuses: 'Earning',
  welcomeBonus: 'Welcome bonus',
  requirements: 'Requirements',
  account: 'Account terms',
  insurance: 'Insurance and perks',
  perks: 'Insurance and perks',
  dataAsOf: 'Sources and notes',
  checkedOn: 'Sources and notes',
  sourceUrl: 'Sources and notes',
  fieldSources: 'Sources and notes',
  referenceSlugs: 'Sources and notes',
  referenceDisagreements: 'Sources and notes',
  notes: 'Sources and notes',
};

const LABELS: Record<string, string> = {
  slug: 'Address (slug)',
  displayName: 'Short name',
  affiliateId: 'Affiliate id (go-link)',
  applyUrl: 'Apply address',
  hasAffiliateLink: 'The apply address is an affiliate link',
  temporarilyUnavailable: 'Temporarily unavailable',
  quebecVersionOf: 'Quebec version of (card slug)',
  'fees.annual': 'Annual fee ($)',
  'fees.firstYear': 'First-year fee ($)',
  'fees.annualQuebec': 'Annual fee in Quebec ($)',
  'fees.supplementaryCard': 'Additional card fee ($)',
  'fees.foreignExchange': 'Foreign currency fee',
  'fees.overLimit': 'Over-limit fee ($)',
  'fees.dishonouredPayment': 'Returned payment fee ($)',
  'rates.purchase': 'Purchase rate',
  'rates.cashAdvance': 'Cash advance rate',
  'rates.balanceTransfer': 'Balance transfer rate',
  'rates.promoBalanceTransfer': 'Promotional balance transfer',
  'bonuses.birthdayPercent': 'Birthday bonus (fraction of points earned)',
  'bonuses.anniversaryPoints': 'Anniversary points',
  'welcomeBonus.valueDollars': 'Welcome bonus value ($)',
  'welcomeBonus.endsOn': 'Welcome offer ends on',
  'requirements.personalIncome': 'Personal income required ($)',
  'requirements.householdIncome': 'Household income required ($)',
  'requirements.creditScore': 'Credit score band',
  dataAsOf: 'Figures true as of',
  checkedOn: 'Facts checked on',
  sourceUrl: 'Issuer’s page',
};

const FRACTION_HINT = 'A fraction: 0.2099 is 20.99 %.';
const HINTS: Record<string, string> = {
  'fees.foreignExchange': FRACTION_HINT,
  'rates.purchase': FRACTION_HINT,
  'rates.cashAdvance': FRACTION_HINT,
  'rates.balanceTransfer': FRACTION_HINT,
  'bonuses.birthdayPercent': 'A fraction: 0.1 is 10 %.',
};

const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
};

/** The schema without its `null` alternative, and whether it had one. */
function unwrapNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((type) => type !== 'null');
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  const others = schema.anyOf?.filter((option) => option.type !== 'null');
  if (schema.anyOf && others && others.length === 1 && others.length < schema.anyOf.length && others[0]) {
    return { schema: others[0], nullable: true };
  }
  return { schema, nullable: false };
}

function fieldsOf(schema: JsonSchema, path: string, out: CardFormField[]): void {
  const { schema: inner, nullable } = unwrapNull(schema);
  const top = path.split('.')[0] ?? path;
  const section = SECTION_OF[top] ?? 'Identity and status';
  const field = (kind: CardFieldKind, extra: Partial<CardFormField> = {}): void => {
    out.push({
      path,
      label: LABELS[path] ?? humanize(path.split('.').at(-1) ?? path),
      kind,
      nullable,
      integer: false,
      options: [],
      hint: HINTS[path] ?? null,
      section,
      ...extra,
    });
  };
  if (inner.type === 'object' && inner.properties && !nullable) {
    for (const [key, property] of Object.entries(inner.properties)) fieldsOf(property, `${path}.${key}`, out);
    return;
  }
  if (inner.enum) field('choice', { options: inner.enum.map(String) });
  else if (inner.type === 'string') field(inner.format === 'date' ? 'date' : 'text');
  else if (inner.type === 'number' || inner.type === 'integer') field('number', { integer: inner.type === 'integer' });
  else if (inner.type === 'boolean') field('boolean');
  else field('json');
}

let cached: CardFormField[] | undefined;

/** Every field of a card, in the schema's order. */
export function cardFormFields(): CardFormField[] {
  if (!cached) {
    const schema = z.toJSONSchema(CatalogueCard, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const out: CardFormField[] = [];
    for (const [key, property] of Object.entries(schema.properties ?? {})) fieldsOf(property, key, out);
    cached = out;
  }
  return cached;
}

const valueAt = (card: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], card);

/** What each input shows for a card: '' for unknown (null), JSON for lists and groups. */
export function cardFormValues(card: CatalogueCard): Record<string, string> {
  return Object.fromEntries(
    cardFormFields().map((field) => {
      const value = valueAt(card, field.path);
      if (field.kind === 'json') return [field.path, JSON.stringify(value, null, 2)];
      if (value === null || value === undefined) return [field.path, ''];
      return [field.path, String(value)];
    }),
  );
}

/** A boolean input's values: a checkbox sends 'true' or nothing; a choice with "not published" sends ''. */
const BOOLEANS: Record<string, boolean> = { true: true, false: false };

/**
 * The card the form describes, from each input's text (`read(path)`), with a message for each input
 * that cannot be read; the schema and the catalogue's checks judge the rest on the server.
 */
export function readCardForm(read: (path: string) => string | null): {
  card: Record<string, unknown>;
  errors: Record<string, string>;
} {
  const card: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of cardFormFields()) {
    const text = (read(field.path) ?? '').trim();
    let value: unknown = text;
    if (field.kind === 'json') {
      try {
        value = JSON.parse(text === '' ? 'null' : text);
      } catch {
        errors[field.path] = 'This is not valid JSON: check the brackets, quotes and commas.';
        continue;
      }
    } else if (text === '' && field.nullable) {
      value = null;
    } else if (field.kind === 'number') {
      value = Number(text.replace(/[\s,$]/g, ''));
      if (text === '' || Number.isNaN(value)) {
        errors[field.path] = field.nullable ? 'Enter a number, or leave it empty when unknown.' : 'Enter a number.';
        continue;
      }
    } else if (field.kind === 'boolean') {
      value = BOOLEANS[text] ?? false;
    }
    const keys = field.path.split('.');
    const last = keys.pop() ?? field.path;
    let target = card;
    for (const key of keys) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[last] = value;
  }
  return { card, errors };
}

/** The editor field an API message about `card.a.b.c` belongs to: the nearest field at or above it. */
export function fieldForPath(path: string): string | null {
  const inCard = path.replace(/^card\./, '');
  const paths = cardFormFields().map((field) => field.path);
  let candidate = inCard;
  while (candidate) {
    if (paths.includes(candidate)) return candidate;
    candidate = candidate.includes('.') ? candidate.slice(0, candidate.lastIndexOf('.')) : '';
  }
  return null;
}

import type { References } from './check-catalogue';
import { type ComparedFigure, compareWithCcg, compareWithPot } from './reference-cross-check';
import type { CatalogueCard } from './schema';

/**
 * What staff change in a card, and the bookkeeping an edit owes (issue: the admin site's cards): which
 * changes are figures that need a dated source, the source recorded beside them, and the snapshot
 * disagreements an edit creates or settles.
 */

/** One changed value, by its dotted path; a list that changed is one change (its whole value). */
export interface CardChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** Groups of facts the issuer publishes: a change to any of them needs its source and as-of date. */
export const FIGURE_GROUPS = [
  'fees',
  'rates',
  'pointValueOverride',
  'earn',
  'sharedCaps',
  'partnerRates',
  'bonuses',
  'welcomeBonus',
  'requirements',
  'account',
  'insurance',
  'perks',
] as const satisfies readonly (keyof CatalogueCard)[];

/** Bookkeeping an edit writes itself: never a change of its own. */
const BOOKKEEPING = new Set(['fieldSources', 'referenceDisagreements']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of JSON values; the order of an object's keys does not count (a database keeps its own). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  return (
    keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length &&
    keys.every((key) => sameJson(a[key], b[key]))
  );
}

function collectChanges(path: string, before: unknown, after: unknown, out: CardChange[]): void {
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(after), ...Object.keys(before)])) {
      collectChanges(path ? `${path}.${key}` : key, before[key], after[key], out);
    }
    return;
  }
  if (!sameJson(before, after)) out.push({ path, before, after });
}

/** Every value that differs between two versions of a card, in the newer version's field order. */
export function diffCards(before: CatalogueCard, after: CatalogueCard): CardChange[] {
  const out: CardChange[] = [];
  collectChanges('', before, after, out);
  return out.filter((change) => !BOOKKEEPING.has(change.path.split('.')[0] ?? ''));
}

export function isFigurePath(path: string): boolean {
  return (FIGURE_GROUPS as readonly string[]).includes(path.split('.')[0] ?? '');
}

/** Where a staff member read the new figures. */
export interface FigureSource {
  sourceUrl: string;
  /** The date the source says the figures are true (ISO day). */
  asOf: string;
  note: string | null;
}

/**
 * The card with the source of the changed figures recorded in `fieldSources` (so the card page dates
 * them), or the card unchanged when no figure changed.
 */
export function withFigureSource(
  card: CatalogueCard,
  changes: readonly CardChange[],
  source: FigureSource,
  recordedOn: string,
): CatalogueCard {
  const fields = [...new Set(changes.map((change) => change.path).filter(isFigurePath))];
  if (fields.length === 0) return card;
  const note = `Recorded by staff on ${recordedOn}${source.note ? `: ${source.note}` : ''}`;
  return {
    ...card,
    fieldSources: [...card.fieldSources, { fields, sourceUrl: source.sourceUrl, asOf: source.asOf, note }],
  };
}

/** The figures a snapshot comparison names that the edit touched (`earn.gas` touches `earn.gas.0.rate`). */
const touches = (figure: ComparedFigure, paths: readonly string[]) =>
  paths.some(
    (path) =>
      path === figure.field ||
      path.startsWith(`${figure.field}.`) ||
      figure.field.startsWith(`${path}.`) ||
      // The snapshots' welcome bonus is a total of the tiers.
      (figure.field === 'welcomeBonus.total' && path.startsWith('welcomeBonus.tiers')),
  );

/**
 * Settles the reference-snapshot bookkeeping for the figures an edit changed, so the catalogue check
 * keeps passing on an exported catalogue: a changed figure that now differs from a snapshot records
 * why (the dated source), one that now agrees drops its old entry. Figures the edit did not touch keep
 * their entries as they were.
 */
export function withSettledDisagreements(
  card: CatalogueCard,
  changes: readonly CardChange[],
  references: References,
  why: string,
): CatalogueCard {
  const paths = changes.map((change) => change.path).filter(isFigurePath);
  if (paths.length === 0) return card;
  const figures: ComparedFigure[] = [];
  const ccg = card.referenceSlugs.ccg ? references.ccg.find((ref) => ref.slug === card.referenceSlugs.ccg) : undefined;
  const pot = card.referenceSlugs.pot ? references.pot.find((ref) => ref.slug === card.referenceSlugs.pot) : undefined;
  if (ccg) figures.push(...compareWithCcg(card, ccg));
  if (pot) figures.push(...compareWithPot(card, pot));
  const touched = figures.filter((figure) => touches(figure, paths));
  const isTouched = (entry: { reference: string; field: string }) =>
    touched.some((figure) => figure.reference === entry.reference && figure.field === entry.field);
  const kept = card.referenceDisagreements.filter((entry) => !isTouched(entry));
  const recorded = touched
    .filter((figure) => !figure.agrees)
    .map((figure) => ({
      reference: figure.reference,
      field: figure.field,
      theirs: figure.theirs,
      ours: figure.ours,
      why,
    }));
  return { ...card, referenceDisagreements: [...kept, ...recorded] };
}

/** The field a catalogue-check problem of a card is about, by the words the check uses. */
const PROBLEM_FIELDS: [RegExp, string, string?][] = [
  [/^issuer /, 'issuer'],
  [/^reward program /, 'rewardProgram'],
  [/^category /, 'categories'],
  [/^award /, 'awards'],
  [/^quebecVersionOf /, 'quebecVersionOf'],
  [/^a Quebec version /, 'requirements.provinces'],
  [/^requirements\.provinces is empty/, 'requirements.provinces', 'Name at least one province.'],
  [/^fees\.firstYear is above/, 'fees.firstYear', 'The first-year fee cannot be above the annual fee.'],
  [/ shared caps?|^sharedCaps /, 'sharedCaps'],
  [/^records a disagreement /, 'referenceDisagreements'],
  [/snapshot has no card /, 'referenceSlugs'],
];

/**
 * The catalogue check's problems with one card, as messages keyed by the card's field (`card` when no
 * field is named): what an editor sees beside the field to fix.
 */
export function problemsOfCard(problems: readonly string[], card: Pick<CatalogueCard, 'slug' | 'affiliateId'>) {
  const fields: Record<string, string> = {};
  const add = (field: string, message: string) => {
    fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
  };
  const prefix = `card ${card.slug}: `;
  for (const problem of problems) {
    if (problem === `affiliateId ${card.affiliateId} is used twice`) {
      add('affiliateId', 'Another card already uses this affiliate id.');
      continue;
    }
    if (!problem.startsWith(prefix)) continue;
    const text = problem.slice(prefix.length);
    const [, field = 'card', message] = PROBLEM_FIELDS.find(([pattern]) => pattern.test(text)) ?? [];
    add(field, message ?? `${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
  }
  return fields;
}

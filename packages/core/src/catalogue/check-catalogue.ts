import { categoriesForCard } from './card-categories';
import {
  type CcgReferenceCard,
  type ComparedFigure,
  compareWithCcg,
  compareWithPot,
  type PotReferenceCard,
} from './reference-cross-check';
import { Award, BestCardCategory, CatalogueCard, Issuer, Network, OfferHistoryEntry, RewardProgram } from './schema';

export interface RawCatalogue {
  issuers: unknown[];
  networks: unknown[];
  programs: unknown[];
  categories: unknown[];
  awards: unknown[];
  /** Dated past welcome offers (`data/offer-history.json`); none when absent. */
  offerHistory?: unknown[];
  /** Card files by name, each an array of cards. */
  cardFiles: Record<string, unknown[]>;
}

export interface Catalogue {
  issuers: Issuer[];
  networks: Network[];
  programs: RewardProgram[];
  categories: BestCardCategory[];
  awards: Award[];
  cards: CatalogueCard[];
  offerHistory: OfferHistoryEntry[];
}

export interface References {
  ccg: CcgReferenceCard[];
  pot: PotReferenceCard[];
}

export interface CatalogueReport {
  catalogue: Catalogue;
  problems: string[];
  /** Every figure compared with a snapshot. */
  compared: ComparedFigure[];
}

/**
 * Validates the catalogue source files: each record against its schema, then the rules across
 * records (unique slugs and affiliate ids, references that exist, Quebec versions, provenance), then
 * every figure that overlaps a reference snapshot: a difference must be recorded with its reason.
 */
export function checkCatalogue(raw: RawCatalogue, references?: References): CatalogueReport {
  const problems: string[] = [];
  const parseAll = <T>(
    schema: {
      safeParse(
        value: unknown,
      ):
        | { success: true; data: T }
        | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
    },
    items: unknown[],
    label: string,
  ): T[] => {
    const parsed: T[] = [];
    items.forEach((item, index) => {
      const result = schema.safeParse(item);
      const name =
        (item as { slug?: string; key?: string } | null)?.slug ?? (item as { key?: string } | null)?.key ?? `#${index}`;
      if (result.success) parsed.push(result.data);
      else
        for (const issue of result.error.issues)
          problems.push(`${label} ${name}: ${issue.path.map(String).join('.') || '(record)'} ${issue.message}`);
    });
    return parsed;
  };

  const issuers = parseAll(Issuer, raw.issuers, 'issuer');
  const networks = parseAll(Network, raw.networks, 'network');
  const programs = parseAll(RewardProgram, raw.programs, 'program');
  const categories = parseAll(BestCardCategory, raw.categories, 'category');
  const awards = parseAll(Award, raw.awards, 'award');
  const offerHistory = parseAll(OfferHistoryEntry, raw.offerHistory ?? [], 'offer history entry');
  const cards: CatalogueCard[] = [];
  for (const [file, items] of Object.entries(raw.cardFiles))
    cards.push(...parseAll(CatalogueCard, items, `card (${file})`));

  const duplicates = (values: string[], label: string) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) problems.push(`${label} ${value} is used twice`);
      seen.add(value);
    }
  };
  duplicates(
    issuers.map((issuer) => issuer.slug),
    'issuer slug',
  );
  duplicates(
    programs.map((program) => program.slug),
    'program slug',
  );
  duplicates(
    categories.map((category) => category.slug),
    'category slug',
  );
  duplicates(
    awards.map((award) => award.key),
    'award key',
  );
  duplicates(
    cards.map((card) => card.slug),
    'card slug',
  );
  duplicates(
    cards.map((card) => card.affiliateId),
    'affiliateId',
  );

  const issuerSlugs = new Set(issuers.map((issuer) => issuer.slug));
  const programSlugs = new Set(programs.map((program) => program.slug));
  const categorySlugs = new Set(categories.map((category) => category.slug));
  const cardSlugs = new Set(cards.map((card) => card.slug));
  const awardKeys = new Set(awards.map((award) => award.key));

  for (const card of cards) {
    const at = `card ${card.slug}:`;
    if (!issuerSlugs.has(card.issuer)) problems.push(`${at} issuer ${card.issuer} does not exist`);
    if (!programSlugs.has(card.rewardProgram))
      problems.push(`${at} reward program ${card.rewardProgram} does not exist`);
    for (const category of card.categories)
      if (!categorySlugs.has(category)) problems.push(`${at} category ${category} does not exist`);
    for (const award of card.awards) if (!awardKeys.has(award)) problems.push(`${at} award ${award} does not exist`);
    if (card.quebecVersionOf !== null) {
      if (!cardSlugs.has(card.quebecVersionOf))
        problems.push(`${at} quebecVersionOf ${card.quebecVersionOf} does not exist`);
      if (card.requirements.provinces.join() !== 'QC')
        problems.push(`${at} a Quebec version must be offered in QC only`);
    }
    if (card.requirements.provinces.length === 0) problems.push(`${at} requirements.provinces is empty`);
    if (card.fees.firstYear !== null && card.fees.annual !== null && card.fees.firstYear > card.fees.annual) {
      problems.push(`${at} fees.firstYear is above fees.annual`);
    }
    const capped = card.sharedCaps.flatMap((sharedCap) => sharedCap.categories);
    for (const category of new Set(capped.filter((name, index) => capped.indexOf(name) !== index)))
      problems.push(`${at} ${category} is in two shared caps; a category shares one cap at most`);
    for (const sharedCap of card.sharedCaps) {
      for (const category of sharedCap.categories) {
        if ((card.earn[category][0]?.upTo ?? null) === null) {
          problems.push(`${at} sharedCaps names ${category}, whose first tier has no cap`);
        }
      }
    }
    for (const disagreement of card.referenceDisagreements) {
      const reference = disagreement.reference === 'ccg' ? card.referenceSlugs.ccg : card.referenceSlugs.pot;
      if (!reference)
        problems.push(
          `${at} records a disagreement with ${disagreement.reference} but has no ${disagreement.reference} slug`,
        );
    }
  }
  for (const award of awards)
    if (!cardSlugs.has(award.cardSlug)) problems.push(`award ${award.key}: card ${award.cardSlug} does not exist`);
  for (const category of awards.map((award) => award.category)) {
    if (!categorySlugs.has(category)) problems.push(`award category ${category} does not exist`);
  }

  problems.push(...offerHistoryProblems(offerHistory, cardSlugs));

  const compared: ComparedFigure[] = [];
  if (references) {
    const ccgBySlug = new Map(references.ccg.map((card) => [card.slug, card]));
    const potBySlug = new Map(references.pot.map((card) => [card.slug, card]));
    for (const card of cards) {
      const at = `card ${card.slug}:`;
      const figures: ComparedFigure[] = [];
      if (card.referenceSlugs.ccg) {
        const ref = ccgBySlug.get(card.referenceSlugs.ccg);
        if (ref) figures.push(...compareWithCcg(card, ref));
        else problems.push(`${at} ccg snapshot has no card ${card.referenceSlugs.ccg}`);
      }
      if (card.referenceSlugs.pot) {
        const ref = potBySlug.get(card.referenceSlugs.pot);
        if (ref) figures.push(...compareWithPot(card, ref));
        else problems.push(`${at} pot snapshot has no card ${card.referenceSlugs.pot}`);
      }
      for (const figure of figures) {
        const recorded = card.referenceDisagreements.some(
          (entry) => entry.reference === figure.reference && entry.field === figure.field,
        );
        if (!figure.agrees && !recorded) {
          problems.push(
            `${at} ${figure.field} is ${JSON.stringify(figure.ours)} but ${figure.reference} says ${JSON.stringify(figure.theirs)}: record why in referenceDisagreements`,
          );
        }
        if (figure.agrees && recorded)
          problems.push(`${at} ${figure.field} agrees with ${figure.reference}; remove its disagreement entry`);
      }
      compared.push(...figures);
    }
  }

  // Category membership follows from the facts (card-categories.ts); awards from awards.json.
  const programsBySlug = new Map(programs.map((program) => [program.slug, program]));
  const withRelations = cards.map((card) =>
    cardWithRelations(card, programsBySlug.get(card.rewardProgram), categorySlugs, awards),
  );

  return {
    catalogue: { issuers, networks, programs, categories, awards, cards: withRelations, offerHistory },
    problems,
    compared,
  };
}

/**
 * The card as the site serves it: the categories its facts put it in and the awards `awards.json` gives
 * it, besides those its file lists.
 */
export function cardWithRelations(
  card: CatalogueCard,
  program: RewardProgram | undefined,
  categorySlugs: ReadonlySet<string>,
  awards: readonly Pick<Award, 'key' | 'cardSlug'>[],
): CatalogueCard {
  return {
    ...card,
    categories: [...new Set([...card.categories, ...categoriesForCard(card, program, categorySlugs)])].sort(),
    awards: [
      ...new Set([...card.awards, ...awards.filter((award) => award.cardSlug === card.slug).map((award) => award.key)]),
    ].sort(),
  };
}

/** Each entry names a card; a card's offers do not overlap (a shared first or last day is allowed). */
function offerHistoryProblems(entries: OfferHistoryEntry[], cardSlugs: Set<string>): string[] {
  const problems: string[] = [];
  const byCard = new Map<string, OfferHistoryEntry[]>();
  for (const entry of entries) {
    if (!cardSlugs.has(entry.card)) problems.push(`offer history: card ${entry.card} does not exist`);
    byCard.set(entry.card, [...(byCard.get(entry.card) ?? []), entry]);
  }
  for (const [card, list] of byCard) {
    const sorted = [...list].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    sorted.forEach((entry, index) => {
      const previous = sorted[index - 1];
      if (!previous) return;
      if (previous.startsOn === entry.startsOn)
        problems.push(`offer history ${card}: two offers start on ${entry.startsOn}`);
      else if (previous.endsOn !== null && previous.endsOn > entry.startsOn)
        problems.push(
          `offer history ${card}: the offer from ${previous.startsOn} overlaps the one from ${entry.startsOn}`,
        );
    });
  }
  return problems;
}

/**
 * How many facts a card states: every leaf value that is known (not null), where a known absence
 * (`false`, `0`, an empty list of perks) counts as a stated fact and each list item counts its leaves.
 * Earn tiers state two facts each, the rate and the cap (`upTo: null` states "no cap"); an empty tier
 * list is unknown. The provinces list is one fact; editorial lists (categories, awards) and bookkeeping
 * are not facts.
 */
export function countFilledDataPoints(card: CatalogueCard): number {
  const count = (value: unknown): number => {
    if (value === null || value === undefined) return 0;
    if (Array.isArray(value)) return value.length === 0 ? 1 : value.reduce((sum: number, item) => sum + count(item), 0);
    if (typeof value === 'object') return Object.values(value).reduce((sum: number, item) => sum + count(item), 0);
    return 1;
  };
  const {
    referenceSlugs: _refs,
    referenceDisagreements: _disagreements,
    fieldSources: _sources,
    notes: _notes,
    categories: _categories,
    awards: _awards,
    earn,
    requirements,
    ...facts
  } = card;
  const earnFacts = Object.values(earn).reduce((sum, tiers) => sum + tiers.length * 2, 0);
  const provinces = requirements.provinces.length > 0 ? 1 : 0;
  return count(facts) + count({ ...requirements, provinces: null }) + provinces + earnFacts;
}

import {
  type CardChange,
  type CatalogueCard,
  cardWithRelations,
  checkCatalogue,
  diffCards,
  type FigureSource,
  isFigurePath,
  problemsOfCard,
  type References,
  withFigureSource,
  withSettledDisagreements,
} from '@cardgenius/core/catalogue';
import type { CardState, StaffCard, StaffCardSummary } from '@cardgenius/core/contract';
import { torontoDate } from '@cardgenius/core/rules';
import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { cardColumns } from '../../catalogue/card-columns';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { cardCategories, cardRevisions, cards, issuers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditContext, auditFor } from '../auth/audit';
import type { CatalogueSnapshot } from '../cards/catalogue-store';

export const STAFF_CARDS_PAGE_SIZE = 25;
const REVISIONS_SHOWN = 50;

type CardRow = typeof cards.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const stateOf = (row: Pick<CardRow, 'hidden' | 'temporarilyUnavailable'>): CardState =>
  row.hidden ? 'hidden' : row.temporarilyUnavailable ? 'unavailable' : 'published';

const STATE_FLAGS: Record<CardState, Pick<CatalogueCard, 'hidden' | 'temporarilyUnavailable'>> = {
  published: { hidden: false, temporarilyUnavailable: false },
  hidden: { hidden: true, temporarilyUnavailable: false },
  unavailable: { hidden: false, temporarilyUnavailable: true },
};

const STATE_CONDITIONS: Record<string, SQL | undefined> = {
  published: and(eq(cards.hidden, false), eq(cards.temporarilyUnavailable, false)),
  hidden: eq(cards.hidden, true),
  unavailable: and(eq(cards.hidden, false), eq(cards.temporarilyUnavailable, true)),
  'staff-edited': isNotNull(cards.staffEditedAt),
};

export async function listStaffCards(
  db: Database,
  query: {
    search?: string | undefined;
    issuer?: string | undefined;
    filter?: string | undefined;
    page?: number | undefined;
  },
) {
  const page = query.page ?? 1;
  const search = query.search ? containsPattern(query.search) : null;
  const where = and(
    search ? or(ilike(cards.name, search), ilike(cards.displayName, search), ilike(cards.slug, search)) : undefined,
    query.issuer ? eq(cards.issuerSlug, query.issuer) : undefined,
    query.filter ? STATE_CONDITIONS[query.filter] : undefined,
  );
  const [rows, [total], issuerRows] = await Promise.all([
    db
      .select({
        slug: cards.slug,
        name: cards.name,
        displayName: cards.displayName,
        issuerSlug: cards.issuerSlug,
        issuerName: issuers.name,
        annualFee: cards.annualFee,
        hidden: cards.hidden,
        temporarilyUnavailable: cards.temporarilyUnavailable,
        staffEditedAt: cards.staffEditedAt,
        revision: cards.revision,
        updatedAt: cards.updatedAt,
      })
      .from(cards)
      .innerJoin(issuers, eq(issuers.slug, cards.issuerSlug))
      .where(where)
      .orderBy(asc(cards.displayName), asc(cards.slug))
      .limit(STAFF_CARDS_PAGE_SIZE)
      .offset((page - 1) * STAFF_CARDS_PAGE_SIZE),
    db.select({ value: count() }).from(cards).where(where),
    db.select({ slug: issuers.slug, name: issuers.name }).from(issuers).orderBy(asc(issuers.name)),
  ]);
  const totalCards = total?.value ?? 0;
  return {
    cards: rows.map(
      (row): StaffCardSummary => ({
        slug: row.slug,
        name: row.name,
        displayName: row.displayName,
        issuer: { slug: row.issuerSlug, name: row.issuerName },
        annualFee: row.annualFee,
        state: stateOf(row),
        staffEdited: row.staffEditedAt !== null,
        revision: row.revision,
        updatedAt: row.updatedAt.toISOString(),
      }),
    ),
    total: totalCards,
    page,
    totalPages: Math.ceil(totalCards / STAFF_CARDS_PAGE_SIZE),
    issuers: issuerRows,
  };
}

const notFound = (slug: string) => new AppError('NOT_FOUND', `There is no card ${slug} in the catalogue.`);

/** The card as staff see it: its document, where it stands, and its newest revisions. */
export async function readStaffCard(db: Database | Transaction, slug: string): Promise<StaffCard> {
  const [row] = await db.select().from(cards).where(eq(cards.slug, slug));
  if (!row?.document) throw notFound(slug);
  const [revisions, [total]] = await Promise.all([
    db
      .select({ revision: cardRevisions, by: users.name })
      .from(cardRevisions)
      .leftJoin(users, eq(users.id, cardRevisions.userId))
      .where(eq(cardRevisions.cardSlug, slug))
      .orderBy(desc(cardRevisions.number))
      .limit(REVISIONS_SHOWN),
    db.select({ value: count() }).from(cardRevisions).where(eq(cardRevisions.cardSlug, slug)),
  ]);
  return {
    card: row.document,
    state: stateOf(row),
    staffEdited: row.staffEditedAt !== null,
    revision: row.revision,
    sourceFile: row.sourceFile,
    revisions: revisions.map(({ revision, by }) => ({
      number: revision.number,
      kind: revision.kind,
      changes: revision.changes,
      sourceUrl: revision.sourceUrl,
      asOf: revision.asOf,
      note: revision.note,
      by: revision.userId === null ? null : (by ?? 'A former member'),
      createdAt: revision.createdAt.toISOString(),
    })),
    revisionCount: total?.value ?? 0,
  };
}

export interface StaffCardDeps {
  db: Database;
  catalogue: () => Promise<CatalogueSnapshot>;
  references: () => References;
  now?: () => Date;
}

interface Save {
  slug: string;
  baseRevision: number;
  by: string;
  kind: 'edit' | 'visibility' | 'revert';
  /** The new document from the one stored. */
  change: (stored: CatalogueCard, tx: Transaction) => Promise<CatalogueCard> | CatalogueCard;
  source: FigureSource | null;
  note: string | null;
}

/**
 * Writes a new version of a card in one transaction: checked against the schema-valid rest of the
 * catalogue, its columns and categories rewritten as the seed would write them, a revision recorded and
 * the change audited. The card then differs from its file until the next export.
 */
async function saveCard(deps: StaffCardDeps, audit: AuditContext, save: Save): Promise<StaffCard> {
  const snapshot = await deps.catalogue();
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(cards).where(eq(cards.slug, save.slug)).for('update');
    if (!row?.document) throw notFound(save.slug);
    if (row.revision !== save.baseRevision) {
      throw new AppError(
        'CONFLICT',
        `This card was changed (revision ${row.revision}) after you opened it (revision ${save.baseRevision}). Reload it and make your change again.`,
      );
    }
    let document = await save.change(row.document, tx);
    if (document.slug !== save.slug) {
      throw new AppError('VALIDATION_FAILED', 'A card’s address cannot change.', {
        'card.slug': 'A card’s address cannot change: it is in links and members’ saved cards.',
      });
    }
    const changes = diffCards(row.document, document);
    if (changes.length === 0) return readStaffCard(tx, save.slug);
    if (save.kind === 'edit' && changes.some((change) => isFigurePath(change.path))) {
      if (!save.source) {
        throw new AppError('VALIDATION_FAILED', 'Say where the changed figures come from.', {
          source: `A changed figure (${figureNames(changes)}) needs the page it comes from and the date it is true.`,
        });
      }
      const recordedOn = torontoDate(now);
      document = withFigureSource(document, changes, save.source, recordedOn);
      document = withSettledDisagreements(
        document,
        changes,
        deps.references(),
        `The issuer's figure as of ${save.source.asOf} (${save.source.sourceUrl}), recorded by staff on ${recordedOn}.`,
      );
    }
    const served = checkedCard(snapshot, document, row.sourceFile ?? 'staff.json');
    const revision = row.revision + 1;
    await tx
      .update(cards)
      .set({ ...cardColumns(served, document, row.sourceFile ?? 'staff.json'), staffEditedAt: now, revision })
      .where(eq(cards.slug, save.slug));
    await tx.delete(cardCategories).where(eq(cardCategories.cardSlug, save.slug));
    if (served.categories.length > 0) {
      await tx
        .insert(cardCategories)
        .values(served.categories.map((categorySlug) => ({ cardSlug: save.slug, categorySlug })));
    }
    await tx.insert(cardRevisions).values({
      cardSlug: save.slug,
      number: revision,
      kind: save.kind,
      document,
      changes,
      sourceUrl: save.source?.sourceUrl ?? null,
      asOf: save.source?.asOf ?? null,
      note: save.note,
      userId: save.by,
      createdAt: now,
    });
    await auditFor(tx, audit, AUDIT_EVENT[save.kind], save.by, {
      card: save.slug,
      revision,
      changes: changes.length,
    });
    return readStaffCard(tx, save.slug);
  });
}

const AUDIT_EVENT = { edit: 'card.edited', visibility: 'card.state-changed', revert: 'card.reverted' } as const;

const figureNames = (changes: readonly CardChange[]) =>
  changes
    .filter((change) => isFigurePath(change.path))
    .map((change) => change.path)
    .slice(0, 3)
    .join(', ');

/**
 * The card as the site would serve it, after the catalogue's checks across records (issuer, program
 * and Quebec version exist, fees, shared caps, affiliate id unique) with every other card as it is now.
 */
function checkedCard(snapshot: CatalogueSnapshot, document: CatalogueCard, sourceFile: string): CatalogueCard {
  const others = snapshot.cards.filter((card) => card.slug !== document.slug);
  const awards = snapshot.awards.map(({ categorySlug, ...award }) => ({ ...award, category: categorySlug }));
  const report = checkCatalogue({
    issuers: snapshot.issuers,
    networks: snapshot.networks,
    programs: [...snapshot.programs.values()],
    categories: snapshot.categories,
    awards,
    offerHistory: [...snapshot.offerHistory.values()].flat(),
    // The other cards as served: their categories and awards are already theirs.
    cardFiles: { others, [sourceFile]: [document] },
  });
  const fields = problemsOfCard(report.problems, document);
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The card does not pass the catalogue’s checks.',
      Object.fromEntries(Object.entries(fields).map(([field, message]) => [`card.${field}`, message])),
    );
  }
  return cardWithRelations(
    document,
    snapshot.programs.get(document.rewardProgram),
    new Set(snapshot.categories.map((category) => category.slug)),
    awards,
  );
}

export function updateStaffCard(
  deps: StaffCardDeps,
  audit: AuditContext,
  input: { slug: string; card: CatalogueCard; baseRevision: number; source: FigureSource | null; by: string },
): Promise<StaffCard> {
  return saveCard(deps, audit, {
    slug: input.slug,
    baseRevision: input.baseRevision,
    by: input.by,
    kind: 'edit',
    change: () => input.card,
    source: input.source,
    note: input.source?.note ?? null,
  });
}

export function setStaffCardState(
  deps: StaffCardDeps,
  audit: AuditContext,
  input: { slug: string; state: CardState; baseRevision: number; by: string },
): Promise<StaffCard> {
  return saveCard(deps, audit, {
    slug: input.slug,
    baseRevision: input.baseRevision,
    by: input.by,
    kind: 'visibility',
    change: (stored) => ({ ...stored, ...STATE_FLAGS[input.state] }),
    source: null,
    note: null,
  });
}

/** Brings back the card of an earlier revision, with the sources it had then. */
export function revertStaffCard(
  deps: StaffCardDeps,
  audit: AuditContext,
  input: { slug: string; toRevision: number; baseRevision: number; by: string },
): Promise<StaffCard> {
  return saveCard(deps, audit, {
    slug: input.slug,
    baseRevision: input.baseRevision,
    by: input.by,
    kind: 'revert',
    change: async (_stored, tx) => {
      const [target] = await tx
        .select({ document: cardRevisions.document })
        .from(cardRevisions)
        .where(and(eq(cardRevisions.cardSlug, input.slug), eq(cardRevisions.number, input.toRevision)));
      if (!target) throw new AppError('NOT_FOUND', `Card ${input.slug} has no revision ${input.toRevision}.`);
      return target.document;
    },
    source: null,
    note: `Back to revision ${input.toRevision}`,
  });
}

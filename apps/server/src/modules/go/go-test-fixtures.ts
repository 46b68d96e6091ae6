import { randomUUID } from 'node:crypto';
import type { CatalogueCard } from '@cardgenius/core/catalogue';
import { TRACKING_PARAMS } from '@cardgenius/core/rules';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { analyticsEvents, applyClicks, cards, offers } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { currentOffer } from '../offers/current-offer';

type GoCardRole = 'plain' | 'offered' | 'hidden' | 'nonAffiliate' | 'spare' | 'other' | 'unavailable';

/**
 * Cards of the seeded catalogue for go-link tests, each in the state a test needs: `plain` is made an
 * affiliate card and `nonAffiliate` is not one (the catalogue decides the rest).
 */
export async function goCards(t: TestApp): Promise<Record<GoCardRole, CatalogueCard>> {
  const listed = (await t.deps.catalogue.get()).cards.filter((card) => !card.hidden);
  const withoutOffer: CatalogueCard[] = [];
  for (const card of listed) {
    if (!card.temporarilyUnavailable && !(await currentOffer(t.database.db, card.slug))) withoutOffer.push(card);
  }
  const unavailable = listed.find((card) => card.temporarilyUnavailable);
  if (withoutOffer.length < 6 || !unavailable) throw new Error('the seeded catalogue lacks the cards these tests need');
  const roles = ['plain', 'offered', 'hidden', 'nonAffiliate', 'spare', 'other'] as const;
  const slugs = Object.fromEntries(roles.map((role, index) => [role, withoutOffer[index]?.slug ?? '']));
  await t.database.db
    .update(cards)
    .set({ hasAffiliateLink: true })
    .where(eq(cards.slug, slugs.plain ?? ''));
  await t.database.db
    .update(cards)
    .set({ hasAffiliateLink: false })
    .where(eq(cards.slug, slugs.nonAffiliate ?? ''));
  const catalogue = await t.deps.catalogue.refresh();
  const bySlug = (slug: string) => catalogue.cardsBySlug.get(slug) as CatalogueCard;
  return {
    ...(Object.fromEntries(roles.map((role) => [role, bySlug(slugs[role] ?? '')])) as Record<
      (typeof roles)[number],
      CatalogueCard
    >),
    unavailable: bySlug(unavailable.slug),
  };
}

/** Gives the card a current offer of `amount` dollars, and a past and a future one that must not show. */
export async function giveOffer(t: TestApp, card: CatalogueCard, amount: number): Promise<void> {
  const day = 86_400_000;
  const now = Date.now();
  await t.database.db.insert(offers).values([
    {
      id: `test-${randomUUID()}`,
      cardSlug: card.slug,
      amountCents: amount * 100,
      startsAt: new Date(now - 5 * day),
      endsAt: new Date(now + 5 * day),
      terms: ['Apply through our link.'],
    },
    {
      id: `test-${randomUUID()}`,
      cardSlug: card.slug,
      amountCents: 999_00,
      startsAt: new Date(now - 30 * day),
      endsAt: new Date(now - 20 * day),
      terms: [],
    },
    {
      id: `test-${randomUUID()}`,
      cardSlug: card.slug,
      amountCents: 888_00,
      startsAt: new Date(now + 20 * day),
      endsAt: null,
      terms: [],
    },
  ]);
}

export async function hideCard(t: TestApp, card: CatalogueCard): Promise<void> {
  await t.database.db.update(cards).set({ hidden: true }).where(eq(cards.slug, card.slug));
  await t.deps.catalogue.refresh();
}

export async function storedCounts(t: TestApp) {
  const [clicks] = await t.database.db.select({ value: count() }).from(applyClicks);
  const [events] = await t.database.db.select({ value: count() }).from(analyticsEvents);
  return { clicks: clicks?.value ?? 0, events: events?.value ?? 0 };
}

/**
 * A go-link may only ever lead to '/', a same-site path, or exactly a card's registered URL with
 * nothing but the tracking parameters added.
 */
export function expectAllowedDestination(location: string, registeredUrls: ReadonlySet<string>): void {
  if (location.startsWith('/')) {
    expect(location.startsWith('//')).toBe(false);
    expect(location).not.toContain('\\');
    expect(new URL(location, 'https://site.invalid').origin).toBe('https://site.invalid');
    return;
  }
  const url = new URL(location);
  for (const param of TRACKING_PARAMS) url.searchParams.delete(param);
  // URLSearchParams re-serializes: compare against the registered URL serialized the same way.
  const bare = [...registeredUrls].map((registered) => {
    const parsed = new URL(registered);
    for (const param of TRACKING_PARAMS) parsed.searchParams.delete(param);
    return parsed.href;
  });
  expect(bare).toContain(url.href);
}

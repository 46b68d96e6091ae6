import { CARD_LIST_FILTERS } from '@cardgenius/core/contract';

/** What the cards list's address asks for; anything unknown reads as its default. */
export interface CardListQuery {
  search: string;
  issuer: string;
  filter: (typeof CARD_LIST_FILTERS)[number];
  page: number;
}

export function cardListQuery(url: URL): CardListQuery {
  const page = Number(url.searchParams.get('page'));
  const filter = url.searchParams.get('filter');
  const issuer = url.searchParams.get('issuer') ?? '';
  return {
    search: (url.searchParams.get('search') ?? '').trim().slice(0, 100),
    issuer: /^[a-z0-9-]{1,80}$/.test(issuer) ? issuer : '',
    filter: CARD_LIST_FILTERS.find((known) => known === filter) ?? 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The list's address for a query, in its shortest form. */
export function cardListHref(query: CardListQuery): string {
  const search = new URLSearchParams();
  if (query.search) search.set('search', query.search);
  if (query.issuer) search.set('issuer', query.issuer);
  if (query.filter !== 'all') search.set('filter', query.filter);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `/admin/cards?${text}` : '/admin/cards';
}

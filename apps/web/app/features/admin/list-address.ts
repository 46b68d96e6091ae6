/**
 * The address of a filtered, paged admin list: the filters that are set, and the page when past the
 * first, in the order given, so each view has one address.
 */
export function listHref(basePath: string, filters: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) continue;
    query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** A page number from the address: a whole number from 1 (and not absurdly far), else the first. */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A text filter from the address, trimmed and cut to what the API accepts. */
export function textFrom(url: URL, name: string, maxLength: number): string {
  return (url.searchParams.get(name) ?? '').trim().slice(0, maxLength);
}

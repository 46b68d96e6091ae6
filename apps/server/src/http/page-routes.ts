import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

/** The build's flat route manifest as the nested routes `matchRoutes` reads. */
function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
    );
  return build(undefined);
}

/**
 * Which of the web app's own pages a path is: `fixed` when a route names it exactly ('/faq',
 * '/blog/credit-card-news'), `parameterized` when a route with parameters takes it ('/blog/:slug'),
 * null when only the catch-all that answers 'page not found' (or nothing) matches it.
 */
export type PageRouteKind = 'fixed' | 'parameterized' | null;

export function pageRouteMatcher(manifest: ServerBuild['routes']): (path: string) => PageRouteKind {
  const tree = routeTree(manifest);
  // `matchRoutes` ranks and compiles the whole table on every call (a few milliseconds); every '/blog/…'
  // request asks, so answers are kept, a bounded number (paths come from anyone).
  const known = new Map<string, PageRouteKind>();
  return (path) => {
    const kept = known.get(path);
    if (kept !== undefined) return kept;
    const matches = matchRoutes(tree, path);
    const deepest = matches?.at(-1);
    const kind: PageRouteKind =
      !matches || !deepest || deepest.route.path === '*'
        ? null
        : matches.some((match) => /(?:^|\/)[:*]/.test(match.route.path ?? ''))
          ? 'parameterized'
          : 'fixed';
    if (known.size >= KEPT_PATHS) known.clear();
    known.set(path, kind);
    return kind;
  };
}

const KEPT_PATHS = 2_000;

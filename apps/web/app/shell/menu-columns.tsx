import type { MenuPlacement } from '@cardgenius/core/contract';
import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cachedFetch } from '../lib/page-cache';
import { MENU_GROUPS } from './menu-data';
import type { MenuGroupId } from './menu-groups';
import { type MenuContext, visibleLinks } from './menu-items';

const columnsOf = (groupId: MenuGroupId) => MENU_GROUPS.find((group) => group.id === groupId)?.columns ?? [];

let placementsRequest: Promise<MenuPlacement[]> | undefined;

/** The Reviews column's cards (shell-and-browsing §7: menu placements), asked for once per visit. */
function usePlacements(): MenuPlacement[] {
  const [placements, setPlacements] = useState<MenuPlacement[]>([]);
  useEffect(() => {
    placementsRequest ??= cachedFetch(apiUrl(API_PATHS.menuPlacements), { method: 'POST' })
      .then((response) => (response.ok ? (response.json() as Promise<MenuPlacement[]>) : []))
      // A failure leaves the column out (spec §8: logged only, no visible effect).
      .catch(() => []);
    let live = true;
    void placementsRequest.then((list) => {
      if (live) setPlacements(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return placements;
}

/** A desktop menu panel: the group's columns side by side. */
export function DesktopMenuColumns({ groupId, context }: { groupId: MenuGroupId; context: MenuContext }) {
  const placements = usePlacements();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-3 gap-8 px-4 py-6">
      {columnsOf(groupId).map((column) => {
        const links = visibleLinks(column, context, placements);
        if (links.length === 0) return null;
        return (
          <div key={column.title}>
            <p className="font-semibold text-slate-500 text-xs uppercase tracking-wide">{column.title}</p>
            <ul className="mt-3 space-y-1">
              {links.map((link) => (
                <li key={link.to + link.name}>
                  <Link to={link.to} className="block rounded px-2 py-1.5 text-slate-800 text-sm hover:bg-brand-50">
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** A mobile menu group: each column is a sub-group that expands on its own. */
export function MobileMenuColumns({
  groupId,
  context,
  expanded,
  onToggle,
}: {
  groupId: MenuGroupId;
  context: MenuContext;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  const placements = usePlacements();
  return (
    <>
      {columnsOf(groupId).map((column) => {
        const links = visibleLinks(column, context, placements);
        if (links.length === 0) return null;
        const key = `${groupId}/${column.title}`;
        const listId = `mobile-${groupId}-${column.title.replace(/\W+/g, '-').toLowerCase()}`;
        const open = expanded.has(key);
        return (
          <li key={key}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => onToggle(key)}
              className="flex w-full items-center justify-between rounded px-2 py-3 text-left text-slate-700 text-sm"
            >
              {column.title}
              <Chevron open={open} />
            </button>
            <ul id={listId} hidden={!open} className="pb-1 pl-3">
              {links.map((link) => (
                <li key={link.to + link.name}>
                  <Link to={link.to} className="block rounded px-2 py-2 text-slate-800 text-sm">
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </>
  );
}

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 transition ${open ? 'rotate-180' : ''}`}>
      <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

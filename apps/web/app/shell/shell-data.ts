import type { FeatureFlags } from '@cardgenius/core';
import type { HelloBar } from '@cardgenius/core/contract';
import type { HelloBarShown } from './hello-bar';
import type { MenuContext } from './menu-items';
import type { AuthStatus } from './user-area';

/** What the root loader gives the shell on every page. */
export interface ShellData {
  features: FeatureFlags;
  helloBar: HelloBarShown | null;
  helloBarHeight: number;
  /** The newest 'Latest Updates' entry and how many there are; the list itself loads on opening. */
  latestUpdate: { id: string; count: number } | null;
  menu: MenuContext;
  province: string | null;
  auth: AuthStatus;
  /** The session cookie could not be read: the server cleared it; the page says so once (accounts spec §8). */
  sessionNotice?: 'unreadableToken';
}

/** Every byte of the root's data goes with every page: the bar without staff's name for it. */
export function shownHelloBar(bar: HelloBar | null): HelloBarShown | null {
  if (!bar) return null;
  const { name: _name, ...shown } = bar;
  return shown;
}

import type { ReactNode } from 'react';
import { PRICING_PATH, PUBLIC_PAGES } from '../../features/public';

export interface MenuLink {
  label: string;
  to: string;
  /** Shown after the label, e.g. a pending count. */
  badge?: ReactNode;
}

export interface MenuGroup {
  label: string;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

export const SOLUTIONS_LINKS: readonly MenuLink[] = [
  { label: 'Enterprise', to: PUBLIC_PAGES.enterprise.path },
  { label: 'Small and Medium Business', to: PUBLIC_PAGES.smb.path },
];

const SIGNED_OUT_MENU: readonly MenuEntry[] = [
  { label: 'Solutions', items: SOLUTIONS_LINKS },
  {
    label: 'Company',
    items: [
      { label: 'About', to: PUBLIC_PAGES.about.path },
      { label: 'Contact us', to: PUBLIC_PAGES.contactUs.path },
    ],
  },
  { label: 'Plans', to: PRICING_PATH },
];

interface MenuRoute {
  path: string;
  menu?: { label: string; group?: string; badge?: ReactNode };
}

/**
 * Spec 1 §2: Solutions, Company and Plans are for visitors. Signed-in users get the routes that carry a menu entry
 * and that their access rule lets them open, grouped as the routes say (groups in `groupOrder`).
 */
export function mainMenu<Route extends MenuRoute>(
  signedIn: boolean,
  routes: readonly Route[] = [],
  canOpen: (route: Route) => boolean = () => false,
  groupOrder: readonly string[] = [],
): readonly MenuEntry[] {
  if (!signedIn) return SIGNED_OUT_MENU;
  const links: MenuEntry[] = [];
  const groups = new Map<string, MenuLink[]>(groupOrder.map((name) => [name, []]));
  for (const route of routes) {
    if (!route.menu || !canOpen(route)) continue;
    const link = { label: route.menu.label, to: route.path, badge: route.menu.badge };
    if (route.menu.group) groups.get(route.menu.group)?.push(link);
    else links.push(link);
  }
  const grouped = [...groups].filter(([, items]) => items.length > 0).map(([label, items]) => ({ label, items }));
  return [...links, ...grouped];
}

import { Suspense } from 'react';
import type { MenuLink } from './main-menu';

/** A menu link's badge (the Tasks count), which may load lazily: nothing shows until it has. */
export function MenuBadge({ link }: { link: MenuLink }) {
  return link.badge ? <Suspense fallback={null}>{link.badge}</Suspense> : null;
}

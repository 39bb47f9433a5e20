import { lazyNamed } from '../../lib/lazy-named';

/** The shell's popups (popups.ts), loaded on first open; render them inside Suspense. */
const popups = () => import('./popups');

export const DesktopGroupMenu = lazyNamed(popups, 'DesktopGroupMenu');
export const MobileMenuDrawer = lazyNamed(popups, 'MobileMenuDrawer');
export const SessionExpiredNotice = lazyNamed(popups, 'SessionExpiredNotice');

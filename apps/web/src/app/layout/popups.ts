/** The shell's popups (menus, drawer, dialog), loaded together (one chunk) when the first of them opens. */
export { DesktopGroupMenu } from './desktop-group-menu';
export { MobileMenuDrawer } from './mobile-menu-drawer';
export { SessionExpiredNotice } from './session-expired-notice';

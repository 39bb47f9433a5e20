import type { ReactNode } from 'react';
import type { ProjectTab } from '../features/projects';
import type { WebAccessRule } from '../lib/session';

export interface AppRoute {
  path: string;
  /** The document title. */
  title: string;
  /** What search engines and link previews show; a general one when not given. */
  description?: string;
  /** Who may open the page (spec 1 §6 access check). */
  access: WebAccessRule;
  /** Pages for signed-out visitors only; a signed-in user is sent home. */
  guestOnly?: boolean;
  element: ReactNode;
  /**
   * Shown in the signed-in menu, under `group` when given, to users the access rule lets in; `badge` follows the
   * label (rendered only where the entry shows, inside a Suspense boundary).
   */
  menu?: { label: string; group?: MenuGroupName; badge?: ReactNode };
  /** Shown in the project's side navigation (a route with `:id`), in route table order, when `shown` says so. */
  projectTab?: ProjectTab;
}

/** The signed-in menu's groups, in the order they appear. */
export const MENU_GROUPS = ['Administration'] as const;
export type MenuGroupName = (typeof MENU_GROUPS)[number];

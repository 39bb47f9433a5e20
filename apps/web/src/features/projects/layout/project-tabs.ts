import { createContext } from 'react';
import type { Session, WebAccessRule } from '../../../lib/session';
import type { ProjectRecord } from './use-project';

/** What decides whether a project tab shows: the project, the viewer's access check and session. */
export interface ProjectTabViewer {
  project: ProjectRecord;
  can: (rule: WebAccessRule) => boolean;
  session: Session;
}

/** An entry of the project's side navigation (spec 2 §2): declared by its route in the app's route table. */
export interface ProjectTab {
  label: string;
  /** Whether the tab shows; the page's own access rule still guards the route. */
  shown: (viewer: ProjectTabViewer) => boolean;
}

/** A tab with the link of its route for one project. */
export interface ProjectTabLink extends ProjectTab {
  to: (projectId: string) => string;
}

/** The project tabs in menu order; the app provides them from its route table. */
export const ProjectTabsContext = createContext<readonly ProjectTabLink[]>([]);

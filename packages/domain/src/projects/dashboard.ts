import type { ProjectStatus } from './status.js';

/** The widgets of a project dashboard (spec 2 §9 Dashboards per status). */
export const DASHBOARD_WIDGETS = [
  'roadMap',
  'management',
  'issues',
  'timeline',
  'statistics',
  'faqSummary',
  'participation',
  'actions',
  'answersProgress',
  'scoring',
] as const;
export type DashboardWidgetId = (typeof DASHBOARD_WIDGETS)[number];

export interface DashboardWidgetOptions {
  /** The project setting enableExperts: the statistics widget in DRAFT and IN_REVIEW. */
  enableExperts: boolean;
  /** MANAGE_PROJECT_STATE (spec 2 §4 "Management widgets show only with MANAGE_PROJECT_STATE"); false on the preview. */
  canManage: boolean;
  /** At least one supplier product has ACCEPTED the invitation. */
  hasAcceptedProduct: boolean;
  /** Branches exist, or branches are not enabled for the project. */
  branchesReady: boolean;
}

/** The widgets only a manager sees: they change the project. */
const MANAGING: ReadonlySet<DashboardWidgetId> = new Set(['management', 'issues', 'actions']);

function widgetsFor(status: ProjectStatus, options: DashboardWidgetOptions): DashboardWidgetId[] {
  switch (status) {
    case 'DRAFT':
    case 'IN_REVIEW':
      // IN_REVIEW: the issues widget checks toward publishing (the check always looks at the next status).
      return ['roadMap', 'management', 'issues', 'timeline', ...(options.enableExperts ? ['statistics' as const] : [])];
    case 'PUBLISHED':
      // The spec's overview has no road map here; a manager keeps it so the project can move on (its Next button).
      return [...(options.canManage ? ['roadMap' as const] : []), 'faqSummary', 'timeline', 'participation'];
    case 'AWAITING':
      return ['roadMap', 'actions', 'timeline', 'answersProgress', 'scoring'];
    case 'SCORING':
      return ['roadMap', 'actions', 'scoring', 'answersProgress'];
    case 'COMPLETED':
      return [
        'roadMap',
        ...(options.hasAcceptedProduct && options.branchesReady ? ['actions' as const] : []),
        'scoring',
      ];
    case 'ARCHIVED':
      return ['roadMap', 'scoring'];
    default:
      return ['roadMap'];
  }
}

/**
 * Spec 2 §9 Dashboards per status (overview), in order; the management, issues and actions widgets only when the
 * viewer may manage the project (never on the read-only preview). The spec's overview lists the management widget
 * in DRAFT and IN_REVIEW only, but it holds tools a manager needs in every status (Send Project Status, Edit Details,
 * Settings, Clone, Delete), so a manager's dashboard keeps it after the road map.
 */
export function dashboardWidgets(status: ProjectStatus, options: DashboardWidgetOptions): DashboardWidgetId[] {
  if (!options.canManage) return widgetsFor(status, options).filter((widget) => !MANAGING.has(widget));
  const widgets = widgetsFor(status, options);
  if (widgets.includes('management')) return widgets;
  const afterRoadMap = widgets.indexOf('roadMap') + 1;
  return [...widgets.slice(0, afterRoadMap), 'management', ...widgets.slice(afterRoadMap)];
}

/** The empty state of each data widget while its area has nothing to show. */
export const DASHBOARD_EMPTY = {
  statistics: 'There are no questions yet.',
  participation: 'There are no suppliers to display',
  answersProgress: 'No answers have been submitted yet.',
  scoring: 'There are no products to display',
  faqSummary: 'There are no questions from suppliers yet.',
} as const;

/** Percent of `part` in `whole`, rounded down; 0 when there is nothing (spec 2 §9 percentages round down). */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.floor((Math.min(part, whole) * 100) / whole);
}

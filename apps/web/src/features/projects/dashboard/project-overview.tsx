import { useQuery } from '@apollo/client/react';
import { Alert, Stack } from '@mui/material';
import { type DashboardWidgetId, dashboardWidgets, type ProjectStatus } from '@shortlist/domain';
import { Fragment, type ReactNode, type Ref } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { ConflictsCard } from '../conflicts/conflicts-card';
import { ConflictsNotice } from '../conflicts/conflicts-notice';
import type { ProjectRecord } from '../layout/use-project';
import { BlindForViewerDocument, ProjectDashboardDocument } from '../project-dashboard-documents';
import { ActionsWidget } from './actions-widget';
import { AnswersProgressWidget } from './answers-progress-widget';
import { DebriefsCard } from './debriefs-card';
import { FaqSummaryWidget } from './faq-summary-widget';
import { IssuesWidget } from './issues-widget';
import { ManagementWidget } from './management-widget';
import { OutstandingAnswersNotice } from './outstanding-answers-notice';
import { ParticipationWidget } from './participation-widget';
import { ProcedureReportCard } from './procedure-report-card';
import { RoadMapWidget } from './road-map-widget';
import { ScoringWidget } from './scoring-widget';
import { SealedAnswersCard } from './sealed-answers-card';
import { StatisticsWidget } from './statistics-widget';
import { TimelineWidget } from './timeline-widget';

interface ProjectOverviewProps {
  project: ProjectRecord;
  /** MANAGE_PROJECT_STATE on the dashboard; always false on the read-only preview. */
  canManage: boolean;
  /** While a status move runs. */
  busy?: boolean;
  onMove?: (status: ProjectStatus) => Promise<void>;
  /** The issues widget, scrolled into view when a status move fails; `issuesKey` changes to check again. */
  issuesRef?: Ref<HTMLDivElement>;
  issuesKey?: number;
  /** Issue 37 conflicts of interest (the buy side's dashboard, not the preview). */
  conflicts?: boolean;
  /** Issue 38 supplier debriefs: the owners' Send debriefs once an RFP/RFI is completed (the buy side's dashboard). */
  debriefs?: boolean;
}

/** The widgets that read the dashboard figures (spec 2 §9); the others read the project only. */
const DATA_WIDGETS: ReadonlySet<DashboardWidgetId> = new Set([
  'statistics',
  'faqSummary',
  'participation',
  'answersProgress',
  'scoring',
]);

const noMove = async () => {};

/**
 * Spec 2 §9 Dashboards per status (overview): the widgets of the project's status in the spec's order, each data
 * widget with its real figures or its empty state. The dashboard and the preview (read-only) both show it.
 */
export function ProjectOverview({
  project,
  canManage,
  busy = false,
  onMove,
  issuesRef,
  issuesKey = 0,
  conflicts = false,
  debriefs = false,
}: ProjectOverviewProps) {
  const { data, error } = useQuery(ProjectDashboardDocument, {
    variables: { id: project.id },
    fetchPolicy: 'cache-and-network',
  });
  const figures = data?.projectDashboard;
  // Issue 37 blind scoring: a viewer reading aliases does not choose the winners (the owners do, with real names).
  const blindOn = project.status === 'SCORING' && project.settings.integrity.blindScoring;
  const blind = useQuery(BlindForViewerDocument, { variables: { id: project.id }, skip: !blindOn });
  const choosesWinners = !blindOn || blind.data?.project?.blindForViewer === false;
  const widgets = dashboardWidgets(project.status, {
    enableExperts: project.settings.enableExperts,
    canManage,
    hasAcceptedProduct: (figures?.participation ?? []).some((row) => row.status === 'ACCEPTED' && row.count > 0),
    // Branches arrive with the scoring area; until then a project with branches enabled has none.
    branchesReady: !project.settings.enableBranches,
  });
  // When the figures cannot be loaded the error says so once, instead of data widgets that never finish loading.
  const shown = error && !figures ? widgets.filter((widget) => !DATA_WIDGETS.has(widget)) : widgets;

  const render = (widget: DashboardWidgetId): ReactNode => {
    switch (widget) {
      case 'roadMap':
        return (
          <RoadMapWidget
            project={project}
            canManage={canManage}
            busy={busy}
            onMove={onMove ?? noMove}
            scoredProducts={figures?.scoring?.products}
            choosesWinners={choosesWinners}
          />
        );
      case 'management':
        return <ManagementWidget project={project} />;
      case 'issues':
        return (
          <IssuesWidget
            key={`${project.status}-${issuesKey}`}
            ref={issuesRef}
            projectId={project.id}
            status={project.status}
          />
        );
      case 'timeline':
        return <TimelineWidget project={project} />;
      case 'statistics':
        return <StatisticsWidget projectId={project.id} status={project.status} questions={figures?.questions} />;
      case 'faqSummary':
        return <FaqSummaryWidget faq={figures?.faq} />;
      case 'participation':
        return <ParticipationWidget participation={figures?.participation} />;
      case 'answersProgress':
        return <AnswersProgressWidget answers={figures?.answers} />;
      case 'scoring':
        return <ScoringWidget scoring={figures?.scoring} />;
      case 'actions':
        return <ActionsWidget project={project} />;
    }
  };

  return (
    <Stack spacing={3}>
      {error && !figures ? <Alert severity="error">{toUserMessage(error)}</Alert> : null}
      <OutstandingAnswersNotice project={project} />
      <SealedAnswersCard project={project} canManage={canManage} />
      {conflicts ? <ConflictsNotice projectId={project.id} /> : null}
      {conflicts ? <ConflictsCard projectId={project.id} /> : null}
      {debriefs && project.status === 'COMPLETED' && project.type !== 'PANEL' ? (
        <DebriefsCard projectId={project.id} />
      ) : null}
      {shown.map((widget) => (
        <Fragment key={widget}>{render(widget)}</Fragment>
      ))}
      {conflicts ? <ProcedureReportCard project={project} /> : null}
    </Stack>
  );
}

import { formatDate } from '@shortlist/domain';
import { DetailList } from '../../../components/detail-list';
import type { ProjectRecord } from '../layout/use-project';
import { projectDateLabels } from '../project-labels';
import { DashboardWidget } from './dashboard-widget';

/** Spec 2 §9 Dashboards: the timeline lists the four dates, read in America/New_York. */
export function TimelineWidget({ project }: { project: ProjectRecord }) {
  const labels = projectDateLabels(project.type);
  return (
    <DashboardWidget title="Timeline">
      <DetailList
        details={[
          { label: labels.publishDate, value: formatDate(project.publishDate) },
          { label: labels.submissionDeadline, value: formatDate(project.submissionDeadline) },
          { label: labels.questionsSubmissionDeadline, value: formatDate(project.questionsSubmissionDeadline) },
          { label: labels.plannedDecisionDate, value: formatDate(project.plannedDecisionDate) },
        ]}
      />
    </DashboardWidget>
  );
}

import { DetailList } from '../../../components/detail-list';
import type { ProjectRecord } from '../layout/use-project';
import { formatProjectDate } from '../project-dates';
import { projectDateLabels } from '../project-labels';
import { DashboardWidget } from './dashboard-widget';

/** Spec 2 §9 Dashboards: the timeline lists the four dates, read in America/New_York. */
export function TimelineWidget({ project }: { project: ProjectRecord }) {
  const labels = projectDateLabels(project.type);
  return (
    <DashboardWidget title="Timeline">
      <DetailList
        details={[
          { label: labels.publishDate, value: formatProjectDate(project.publishDate) },
          { label: labels.submissionDeadline, value: formatProjectDate(project.submissionDeadline) },
          { label: labels.questionsSubmissionDeadline, value: formatProjectDate(project.questionsSubmissionDeadline) },
          { label: labels.plannedDecisionDate, value: formatProjectDate(project.plannedDecisionDate) },
        ]}
      />
    </DashboardWidget>
  );
}

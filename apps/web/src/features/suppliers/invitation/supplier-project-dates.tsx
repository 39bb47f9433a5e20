import { formatDate } from '@shortlist/domain';
import { DetailList } from '../../../components/detail-list';
import { projectDateLabels } from '../../projects';
import type { SupplierProjectRecord } from './use-supplier-project';

const DATE_FIELDS = [
  'publishDate',
  'submissionDeadline',
  'questionsClarificationDeadline',
  'questionsSubmissionDeadline',
  'plannedDecisionDate',
] as const;

/** The project's dates under their spec 2 §2 deadline names; a Panel has no clarification deadline. */
export function SupplierProjectDates({ project }: { project: SupplierProjectRecord }) {
  const labels = projectDateLabels(project.type);
  const details = DATE_FIELDS.flatMap((field) =>
    project[field] ? [{ label: labels[field], value: formatDate(project[field]) }] : [],
  );
  return <DetailList details={details} />;
}

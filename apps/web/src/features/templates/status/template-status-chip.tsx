import { Chip } from '@mui/material';
import { TEMPLATE_STATUS_LABELS, type TemplateStatus } from '@shortlist/domain';

const COLORS = { DRAFT: 'default', IN_REVIEW: 'warning', PUBLISHED: 'success' } as const;

/** Spec 3 §4 the template status labels: Draft, Submitted, Published. */
export function TemplateStatusChip({ status }: { status: TemplateStatus }) {
  return <Chip size="small" label={TEMPLATE_STATUS_LABELS[status]} color={COLORS[status]} />;
}

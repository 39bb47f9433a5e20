import type { ProjectType } from '@shortlist/domain';

const TYPE_LABELS: Record<ProjectType, string> = { RFP: 'RFP', RFI: 'RFI', PANEL: 'Panel' };

/** How a project type reads on screen: RFP, RFI, Panel. */
export function projectTypeLabel(type: ProjectType): string {
  return TYPE_LABELS[type];
}

export interface ProjectDateLabels {
  publishDate: string;
  submissionDeadline: string;
  questionsClarificationDeadline: string;
  questionsSubmissionDeadline: string;
  plannedDecisionDate: string;
}

/**
 * Spec 2 §2 deadline kinds: publish date, intent to respond (the submission deadline), the RFI/RFP submission
 * deadline (questions submission), supplier clarification questions deadline, decision notification date.
 */
export function projectDateLabels(type: ProjectType): ProjectDateLabels {
  return {
    publishDate: 'Publish Date',
    submissionDeadline: 'Intent to Respond',
    questionsClarificationDeadline: 'Supplier Clarification Questions Deadline',
    questionsSubmissionDeadline: type === 'PANEL' ? 'Submission Deadline' : `${TYPE_LABELS[type]} Submission Deadline`,
    plannedDecisionDate: 'Decision Notification Date',
  };
}

import {
  formatDate,
  PROJECT_STATUS_ORDER,
  type ProjectStatus,
  type ProjectType,
  projectProgress,
  roadMapStepTitle,
  statusLabel,
} from '@shortlist/domain';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { MailMessage } from '../../platform/mail/index.js';

const TYPE_LABELS: Record<ProjectType, string> = { RFP: 'RFP', RFI: 'RFI', PANEL: 'Panel' };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type OrderedStatus = (typeof PROJECT_STATUS_ORDER)[number];
const isOrdered = (status: ProjectStatus): status is OrderedStatus =>
  PROJECT_STATUS_ORDER.some((ordered) => ordered === status);

export interface StatusMailSender {
  name: string;
  companyName: string;
}

/**
 * The facts of a project status e-mail, label → value, in reading order: name, type, status label, road-map step,
 * progress and the timeline's four dates (spec 2 §9 Dashboards: as the timeline widget names them).
 */
export function statusFacts(project: ProjectRow): Array<[string, string]> {
  const type = TYPE_LABELS[project.type];
  return [
    ['Project', project.name],
    ['Type', type],
    ['Status', statusLabel(project.status, project.type)],
    ['Current Step', isOrdered(project.status) ? roadMapStepTitle(project.status, project.type) : '—'],
    ['Progress', `${projectProgress(project.status)}%`],
    ['Publish Date', formatDate(project.publishDate)],
    ['Intent to Respond', formatDate(project.submissionDeadline)],
    [
      project.type === 'PANEL' ? 'Submission Deadline' : `${type} Submission Deadline`,
      formatDate(project.questionsSubmissionDeadline),
    ],
    ['Decision Notification Date', formatDate(project.plannedDecisionDate)],
  ];
}

/** Spec 2 §6 Send Project Status tool: one plain mail per recipient, text and simple escaped HTML. */
export function projectStatusMail(to: string, project: ProjectRow, sender: StatusMailSender): MailMessage {
  const facts = statusFacts(project);
  const intro = `${sender.name} of ${sender.companyName} shares the current status of the project ${project.name}.`;
  const outro = `Sent by ${sender.name}, ${sender.companyName}, through Shortlist.`;
  const text = [intro, '', ...facts.map(([label, value]) => `${label}: ${value}`), '', outro].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<p>${escapeHtml(intro)}</p>\n<table>\n${rows}\n</table>\n<p>${escapeHtml(outro)}</p>`;
  // A header carries one line whatever the name holds.
  const subject = `Project status: ${project.name}`.replace(/\s+/g, ' ');
  return { to, subject, text, html };
}

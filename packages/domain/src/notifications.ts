import { formatDate, formatLongDate } from './date-format.js';
import type { NotificationKind } from './enums.js';

/** The profile switch (spec 1 §2 account settings) that decides whether a kind is also sent by e-mail. */
export type NotificationSwitch = 'projectStatusUpdate' | 'newNotification' | 'newFaqQuestion';

const STATUS_KINDS: ReadonlySet<NotificationKind> = new Set([
  'NEW_PROJECT',
  'AWAITING_ANSWERS',
  'SCORING_ANSWERS',
  'SUBMISSION_DEADLINE',
  'QUESTIONS_SUBMISSION_DEADLINE',
  'QUESTIONS_SUBMISSION_EXTENDED_DEADLINE',
  'WINNERS_SELECTED',
]);

/** Every FAQ kind (question, answer, answer broadcast, rejected) is mailed per the newFaqQuestion switch. */
export function notificationSwitchOf(kind: NotificationKind): NotificationSwitch {
  if (kind.startsWith('FAQ_')) return 'newFaqQuestion';
  return STATUS_KINDS.has(kind) ? 'projectStatusUpdate' : 'newNotification';
}

/** The fields of a notification its text and link are made from (spec 1 §3 Notification). */
export interface NotificationContent {
  kind: NotificationKind;
  /** `questionsSubmissionDeadline`: the date the answers are due (spec 1 §3 Notification project). */
  project?: { id: string; name: string; questionsSubmissionDeadline?: string | null } | null;
  product?: { id: string; name: string; productName?: string; vendorName: string } | null;
  days?: number | null;
  /** The receiver's side: suppliers and buyers read different texts and open different pages. */
  role?: string | null;
  /** The buy-side receiver's place in the project (spec 1 §3 Notification isProductOwner, isDomainExpert). */
  isProductOwner?: boolean | null;
  isDomainExpert?: boolean | null;
  resubmit?: boolean | null;
  /** A supplier's participation has accepted the invitation: it answers (AWAITING_ANSWERS). */
  accepted?: boolean | null;
  /** WINNERS_SELECTED: the supplier's product is one of the winners. */
  winner?: boolean | null;
  subject?: string | null;
}

const dayCount = (days: number | null | undefined) => (days === 1 ? '1 day' : `${days ?? 0} days`);

/**
 * Spec 1 §9: deadline reminders go out this many days before the deadline ('3 days', then '1 day'); the extended
 * deadline's reminders state 1 or 3 days too.
 */
export const DEADLINE_REMINDER_DAYS = [3, 1] as const;

/** A buy-side member hears of a new project in the words of their place in it. */
function addedText(content: NotificationContent, project: string): string {
  if (content.isProductOwner) return `You have been added to ${project} as a project owner`;
  if (content.isDomainExpert) return `You have been added to ${project} as a domain expert`;
  return `You have been added to ${project}`;
}

const namedProduct = ({ product }: NotificationContent) => (product ? ` '${product.productName || product.name}'` : '');

/**
 * Issue 31: a supplier hears that answering is open, with the date the answers are due; one that has not accepted yet
 * is asked to accept first.
 */
function answeringOpenText(content: NotificationContent, project: string): string {
  const due = content.project?.questionsSubmissionDeadline;
  const date = due ? formatDate(due) : null;
  if (!content.accepted) {
    return `Answering is open for ${project}: accept the invitation to answer${date ? ` by ${date}` : ''}`;
  }
  return `Answering is open for ${project}${date ? `: answers are due ${date}` : ''}`;
}

/** Issue 31: the supplier company hears that the answers of one of its products were submitted. */
function ownSubmissionText(content: NotificationContent, project: string): string {
  const verb = content.resubmit ? 'resubmitted' : 'submitted';
  const product = namedProduct(content);
  return product ? `The answers for${product} in ${project} were ${verb}` : `Your answers in ${project} were ${verb}`;
}

/** One line describing the notification, worded for the receiver's side. */
export function notificationText(content: NotificationContent): string {
  const project = content.project ? `'${content.project.name}'` : 'a project';
  const vendor = content.product?.vendorName || content.product?.name || 'A supplier';
  const supplier = content.role === 'SUPPLIER';
  switch (content.kind) {
    case 'FAQ_QUESTION':
      return `${supplier ? 'A question was asked' : `${vendor} asked a question`} in ${project}`;
    case 'FAQ_ANSWER':
      return `Your question in ${project} has been answered`;
    case 'FAQ_ANSWER_BROADCAST':
      return `A new answer was published in the FAQ of ${project}`;
    case 'FAQ_REJECTED':
      return `Your question in ${project} was rejected`;
    case 'PRODUCT_INVITED':
      return supplier ? `You have been invited to ${project}` : `${vendor} was invited to ${project}`;
    case 'PRODUCT_EXCLUDED':
      return supplier
        ? `Your product${namedProduct(content)} was excluded from ${project}`
        : `${vendor} was excluded from ${project}`;
    case 'PRODUCT_DECLINED':
      return `${vendor} declined the invitation to ${project}`;
    // The project's submissionDeadline is shown as Intent to Respond; questionsSubmissionDeadline is the date the
    // answers to the questions are due (spec 2 §3 Project dates).
    case 'SUBMISSION_DEADLINE':
      return `The Intent to Respond date of ${project} is in ${dayCount(content.days)}`;
    case 'QUESTIONS_SUBMISSION_DEADLINE':
      return `Answers to the questions of ${project} are due in ${dayCount(content.days)}`;
    case 'QUESTIONS_SUBMISSION_EXTENDED_DEADLINE':
      return `The extended deadline for answers in ${project} ends in ${dayCount(content.days)}`;
    case 'QUESTIONS_TO_APPROVE':
      return `Questions in ${project} are waiting for your approval`;
    case 'NEW_PROJECT':
      return supplier ? `A new project ${project} is open for you` : addedText(content, project);
    case 'AWAITING_ANSWERS':
      return supplier ? answeringOpenText(content, project) : `${project} is awaiting answers`;
    case 'SCORING_ANSWERS':
      return `Answers in ${project} are ready for scoring`;
    case 'ANSWERS_SUBMITTED':
      if (supplier) return ownSubmissionText(content, project);
      return `${vendor} ${content.resubmit ? 'resubmitted' : 'submitted'} answers in ${project}`;
    case 'ANSWER_REQUEST':
      return supplier
        ? `An answer was requested from you in ${project}`
        : `${vendor} was asked to complete an answer in ${project}`;
    case 'TEMPLATE_PUBLISHED':
      return `Template '${content.subject ?? ''}' has been published`;
    case 'WINNERS_SELECTED':
      return content.winner
        ? `Congratulations! Your product${namedProduct(content)} was selected as a winner in ${project}`
        : `The winners of ${project} have been selected: see your result`;
    case 'CONFLICT_DECLARED':
      return `${content.subject || 'An evaluator'} declared a conflict of interest with ${vendor} in ${project}`;
    case 'SEARCH_REQUEST_COMPLETED':
      return `Your search${content.subject ? ` for '${content.subject}'` : ''} has completed`;
  }
}

/**
 * A supplier's page of the notification's project: for the news about answering (issue 31), the product's
 * questionnaire once accepted, else its invitation preview; for its result, the product's invitation preview (the
 * result screen); otherwise the project's invitation preview.
 */
function supplierLink(content: NotificationContent, projectId: string): string {
  const productId = content.product?.id;
  const aboutAnswering = content.kind === 'AWAITING_ANSWERS' || content.kind === 'ANSWERS_SUBMITTED';
  if (productId && content.kind === 'WINNERS_SELECTED') return `/invite-to-project/${projectId}/preview/${productId}`;
  if (!productId || !aboutAnswering) return `/invite-to-project/${projectId}/preview`;
  const answering = content.kind === 'ANSWERS_SUBMITTED' || content.accepted;
  return `/invite-to-project/${projectId}/${answering ? 'questions' : 'preview'}/${productId}`;
}

/**
 * Where the notification's View link leads (spec 2 §2 routes); null when it concerns nothing with a page. Suppliers
 * open the invitation pages, the buy side the project’s dashboard, FAQ page or Review Questions task (spec 2 §2).
 */
export function notificationLink(content: NotificationContent): string | null {
  if (content.kind === 'TEMPLATE_PUBLISHED') return '/templates';
  if (!content.project) return null;
  const id = content.project.id;
  const faq = content.kind.startsWith('FAQ_');
  // An excluded supplier no longer reaches the project's pages.
  if (content.role === 'SUPPLIER' && content.kind === 'PRODUCT_EXCLUDED') return null;
  if (content.role === 'SUPPLIER') return faq ? `/invite-to-project/${id}/faq` : supplierLink(content, id);
  if (faq) return `/projects/${id}/faq`;
  if (content.kind === 'QUESTIONS_TO_APPROVE') return `/tasks/approve/${id}`;
  return `/projects/${id}/dashboard`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec 1 §9: ages under 7 days are relative ('now' under 60 seconds); older ones are a long date. */
export function notificationAge(createdAt: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - createdAt.getTime());
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return formatLongDate(createdAt);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** Spec 1 §9: the bell's badge shows at most this number (then '100+'). */
export const badgeContent = (unread: number, max: number) => (unread > max ? `${max}+` : String(unread));

export const USER_TYPES = ['ADMIN', 'BROKER', 'SUPPLIER', 'CLIENT'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = ['ACTIVE', 'DISABLED', 'DRAFT', 'EMAIL_CONFIRMATION_REQUIRED', 'INVITED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
  DRAFT: 'Draft',
  EMAIL_CONFIRMATION_REQUIRED: 'Email Confirmation',
  INVITED: 'Invited',
};

/** CLIENT: the own company of a client member (spec 2 §1), which has no projects, roles or settings of its own. */
export const COMPANY_KINDS = ['PLATFORM', 'BROKER', 'SUPPLIER', 'CLIENT'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

export const SCORING_TYPES = ['NUMBERS', 'COLORS'] as const;
export type ScoringType = (typeof SCORING_TYPES)[number];

export const CLIENT_SIZES = ['SMALL', 'MID_MARKET', 'LARGE', 'ENTERPRISE'] as const;
export type ClientSize = (typeof CLIENT_SIZES)[number];

export const CLIENT_SIZE_LABELS: Record<ClientSize, string> = {
  SMALL: 'Small (1-99)',
  MID_MARKET: 'Mid-market (100-999)',
  LARGE: 'Large (1000-4999)',
  ENTERPRISE: 'Enterprise (5000+)',
};

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Spec 1 §3: the kinds of notification a user can receive. */
export const NOTIFICATION_KINDS = [
  'FAQ_QUESTION',
  'FAQ_ANSWER',
  'FAQ_ANSWER_BROADCAST',
  'FAQ_REJECTED',
  'PRODUCT_INVITED',
  'PRODUCT_EXCLUDED',
  'PRODUCT_DECLINED',
  'SUBMISSION_DEADLINE',
  'QUESTIONS_SUBMISSION_DEADLINE',
  'QUESTIONS_SUBMISSION_EXTENDED_DEADLINE',
  'QUESTIONS_TO_APPROVE',
  'NEW_PROJECT',
  'AWAITING_ANSWERS',
  'SCORING_ANSWERS',
  'ANSWERS_SUBMITTED',
  'ANSWER_REQUEST',
  'TEMPLATE_PUBLISHED',
  'SEARCH_REQUEST_COMPLETED',
  /** Ours (the spec's kinds list has none): a supplier hears the result once the winners are chosen. */
  'WINNERS_SELECTED',
  /** Ours (issue 37): a project owner hears that an evaluator declared a conflict of interest with a supplier. */
  'CONFLICT_DECLARED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const PROJECT_TYPES = ['PANEL', 'RFI', 'RFP'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_MEMBER_ROLES = ['DOMAIN_EXPERT', 'PROJECT_MANAGER', 'VIEWER'] as const;
export type ProjectMemberRole = (typeof PROJECT_MEMBER_ROLES)[number];

/** Spec 2 §3 FAQ item status: draft (shown as in review), active (published) or rejected. */
export const FAQ_STATUSES = ['DRAFT', 'ACTIVE', 'REJECTED'] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];

/** Spec 2 §3 Enumerations: client tables are DRAFT (unlocked) or SUBMITTED (locked). */
export const CLIENT_TABLES_STATUSES = ['DRAFT', 'SUBMITTED'] as const;
export type ClientTablesStatus = (typeof CLIENT_TABLES_STATUSES)[number];

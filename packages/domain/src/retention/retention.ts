import { z } from 'zod';

/**
 * Issue 38 retention: the periods the terms promise (spec 1 line 13, spec 3 line 46), in whole months. The audit
 * trail keeps its own period: at least the 3 years EU directive 2014/24 art. 84 asks a procedure's record to be kept,
 * and by default as long as account data (7 years), so the trail outlives the accounts it names.
 */
export interface RetentionPeriods {
  /** Months a finished project is kept after its end. */
  projectMonths: number;
  /** Months account data is kept after the account ends (a disabled user, a terminated company). */
  accountMonths: number;
  /** Months before analytics and personal telemetry are anonymised. */
  analyticsMonths: number;
  /** Months audit entries are kept. */
  auditMonths: number;
}

export const DEFAULT_RETENTION: RetentionPeriods = {
  projectMonths: 24,
  accountMonths: 84,
  analyticsMonths: 24,
  auditMonths: 84,
};

/** Days a terminated company's administrators may still export its data. */
export const TERMINATION_EXPORT_DAYS = 30;

/** The longest period accepted for any group: 100 years. */
export const RETENTION_MAX_MONTHS = 1200;

export const RETENTION_FIELDS = [
  { name: 'projectMonths', label: 'Project data (months after the project ends)', min: 0 },
  { name: 'accountMonths', label: 'Account data (months after the account ends)', min: 12 },
  { name: 'analyticsMonths', label: 'Analytics (months before they are anonymised)', min: 1 },
  { name: 'auditMonths', label: 'Audit trail (months)', min: 36 },
] as const satisfies ReadonlyArray<{ name: keyof RetentionPeriods; label: string; min: number }>;

export const RETENTION_TEXTS = {
  wholeMonths: 'Enter a whole number of months.',
  projectMin: 'Project data may be kept 0 months or more.',
  accountMin: 'Account data must be kept at least 12 months (1 year).',
  analyticsMin: 'Analytics must be kept at least 1 month.',
  auditMin: 'The audit trail must be kept at least 36 months (3 years, EU directive 2014/24 art. 84).',
  tooLong: `No period may exceed ${RETENTION_MAX_MONTHS} months (100 years).`,
  saved: 'Retention periods saved.',
  applied: 'Retention applied.',
  confirmApply: 'Apply the retention periods now? Everything listed by the dry run is removed or anonymised for good.',
} as const;

const MIN_TEXT: Record<keyof RetentionPeriods, string> = {
  projectMonths: RETENTION_TEXTS.projectMin,
  accountMonths: RETENTION_TEXTS.accountMin,
  analyticsMonths: RETENTION_TEXTS.analyticsMin,
  auditMonths: RETENTION_TEXTS.auditMin,
};

/** A form's text is read as a number (blank as not a number); the API sends numbers. */
const asNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value.trim())) : value;

const months = (name: keyof RetentionPeriods, min: number) =>
  z.preprocess(
    asNumber,
    z
      .number({ message: RETENTION_TEXTS.wholeMonths })
      .int({ message: RETENTION_TEXTS.wholeMonths })
      .min(min, { message: MIN_TEXT[name] })
      .max(RETENTION_MAX_MONTHS, { message: RETENTION_TEXTS.tooLong }),
  );

export const retentionPeriodsSchema = z.object({
  projectMonths: months('projectMonths', 0),
  accountMonths: months('accountMonths', 12),
  analyticsMonths: months('analyticsMonths', 1),
  auditMonths: months('auditMonths', 36),
});

/** What a retention run removes or anonymises, one group each. */
export const RETENTION_GROUPS = {
  projects: 'Projects past their end plus the project period (deleted with their files)',
  accounts: 'Accounts past the account period (disabled users; terminated companies with everything they hold)',
  analytics: 'Contact requests to anonymise and sent mail log entries to delete, past the analytics period',
  audit: 'Audit entries older than the audit period',
} as const;
export type RetentionGroup = keyof typeof RETENTION_GROUPS;

/** Issue 38 company termination: what its people and the platform administrator read. */
export const TERMINATION_TEXTS = {
  signInRefused:
    'Your company\u2019s account has been terminated. Only its administrators may sign in, to export its data.',
  exportEnded: `Your company\u2019s account was terminated more than ${TERMINATION_EXPORT_DAYS} days ago: its data can no longer be exported.`,
  confirm: `Terminate this company? Its users can no longer sign in; its administrators may export its data for ${TERMINATION_EXPORT_DAYS} days.`,
  terminated: 'Company terminated.',
  alreadyTerminated: 'This company is already terminated.',
  ownCompany: 'You cannot terminate your own company.',
  exportIntro: `Your company\u2019s account has been terminated. For ${TERMINATION_EXPORT_DAYS} days after the termination you may download its projects, answers, files and audit trail as one ZIP file.`,
} as const;

/** The last instant a terminated company's administrators may sign in and export its data. */
export const exportOpenUntil = (terminatedAt: Date): Date =>
  new Date(terminatedAt.getTime() + TERMINATION_EXPORT_DAYS * 24 * 60 * 60_000);

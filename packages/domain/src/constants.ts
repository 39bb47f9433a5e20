import type { ScoringType } from './enums.js';
import { type IntegritySettings, NO_INTEGRITY } from './integrity/integrity-settings.js';

export const TERMS_VERSION = '2025.08.28';
export const TERMS_LAST_UPDATED = 'August 28, 2025';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const PHONE_MAX = 20;
export const REGISTRATION_NAME_MAX = 100;
export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 300;
export const COMPANY_WEBSITE_MAX = 1000;
export const ROLE_NAME_MAX = 50;
export const APPROVED_LABEL_MAX = 50;
export const TEXT_AREA_MAX = 1000;
export const CLIENT_LIMITS = { name: 300, description: 2000, location: 500, website: 100 } as const;
export const CUSTOM_FIELD_LIMITS = { key: 100, value: 250 } as const;

export const UPLOAD_LIMIT_MB = 70;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Spec 1 §9: the largest page a list may ask for (user and client pickers load up to 10000). */
export const LIST_PAGE_SIZE_MAX = 10000;
/** The highest page number a list accepts, so that (page - 1) × pageSize stays a safe database offset. */
export const PAGE_MAX = 1_000_000;
/** Spec 1 §9: pickers load 100 rows; the on-behalf company picker 1000. */
export const PICKER_PAGE_SIZE = 100;
export const ON_BEHALF_PICKER_SIZE = 1000;
export const SCROLL_UP_THRESHOLD_PX = 400;
export const NOTIFICATION_BADGE_MAX = 100;
export const SEARCH_DEBOUNCE_MS = 300;
export const TABLE_SEARCH_DEBOUNCE_MS = 100;
export const FORM_AUTOSUBMIT_MS = 600;
export const TEXT_AREA_AUTOSAVE_MS = 5000;
/** Spec 2 §9: a spinner shows once an autosave has taken 700 ms. */
export const AUTOSAVE_SPINNER_MS = 700;

/** The marker in the address hash that opens the session-expired dialog. */
export const SESSION_EXPIRED_HASH = '#session-expired';

export const SUPPORT_EMAIL = 'support@shortlist.example';

export interface CompanySettings {
  scoringType: ScoringType;
  answersMaxLength: [number, number, number];
  enableExperts: boolean;
  enableBranches: boolean;
  enableExtendedAnswersDeadline: boolean;
  enableClientTables: boolean;
  enableAuthOnBehalf: boolean;
  approvedLabel: string | null;
  integrity?: Partial<IntegritySettings>;
}

/** Spec 1 §9: settings a company gets when it registers. */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  scoringType: 'NUMBERS',
  answersMaxLength: [2000, 5000, 5000],
  enableExperts: true,
  enableBranches: false,
  enableExtendedAnswersDeadline: false,
  enableClientTables: false,
  enableAuthOnBehalf: false,
  approvedLabel: null,
  integrity: NO_INTEGRITY,
};

/** Spec 1 §9: answer lengths proposed when an administrator creates or edits a company. */
export const ADMIN_DEFAULT_ANSWERS_MAX_LENGTH: [number, number, number] = [500, 1000, 2000];
export const ANSWERS_MAX_LENGTH_RANGE = { min: 100, max: 5000 } as const;

/**
 * Every state-changing API request from the web app carries this header (value '1'). A page of another site can send
 * it only after a CORS preflight that the server refuses, so a cross-site form or script cannot act for the user.
 */
export const CSRF_HEADER = 'x-shortlist-csrf';

import type { Privilege } from '../privileges.js';

/** Spec 3 §8 Import, spec 3 §5 Import destination, and ours where the spec gives no wording. */
export const IMPORT_MESSAGES = {
  failed: 'Sorry, something went wrong...',
  unsupported: 'The option is not supported yet',
  selectAction: 'Please select an action',
  selectSection: 'At least one section should be selected for copying',
  /** Ours: a file in which no row could be read as a question. */
  nothingUsable: 'No questions could be read from this file',
} as const;

/** Spec 1 §5: an uploaded question file is an XLSX of at most 70 MB. */
export const IMPORT_FILE_MAX_BYTES = 70 * 1024 * 1024;

/** Spec 3 §2 Import wizard steps, in order. */
export const IMPORT_STEPS = ['Upload File', 'Review Questions', 'Manage Data'] as const;

/** Spec 3 §5 Import destination: what Manage Data does with the reviewed questions. */
export const IMPORT_ACTIONS = ['CREATE_PROJECT', 'CREATE_TEMPLATE', 'COPY_TO_LIBRARY'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const IMPORT_ACTION_LABELS: Record<ImportAction, string> = {
  CREATE_PROJECT: 'Create project',
  CREATE_TEMPLATE: 'Create template',
  COPY_TO_LIBRARY: 'Copy to MeshVault',
};

/** Spec 3 §6 Import completion: the privilege each action needs. */
export const IMPORT_ACTION_PRIVILEGES: Record<ImportAction, Privilege> = {
  CREATE_PROJECT: 'MANAGE_PROJECT_STATE',
  CREATE_TEMPLATE: 'MANAGE_PROJECT_TEMPLATES',
  COPY_TO_LIBRARY: 'MANAGE_PROJECT_QUESTIONS',
};

/** Spec 3 §2, spec 1 §2: the import wizard, My Uploads and Import Questions need either privilege. */
export const IMPORT_PRIVILEGES: readonly Privilege[] = ['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_TEMPLATES'];

export const mayImport = (privileges: ReadonlySet<Privilege>): boolean =>
  IMPORT_PRIVILEGES.some((privilege) => privileges.has(privilege));

/** The actions the viewer's privileges allow, in the order Manage Data offers them. */
export const importActionsAllowed = (privileges: ReadonlySet<Privilege>): ImportAction[] =>
  IMPORT_ACTIONS.filter((action) => privileges.has(IMPORT_ACTION_PRIVILEGES[action]));

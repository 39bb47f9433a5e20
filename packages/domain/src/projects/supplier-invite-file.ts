/**
 * Spec 2 §2 /assets/templates/invite_suppliers.xlsx and §7 Invite by file upload: the spreadsheet's columns are the
 * two fields of an e-mail invitation (§7 {email, productName}), read by these header names in the first row.
 */
export const INVITE_TEMPLATE_PATH = '/assets/templates/invite_suppliers.xlsx';

export const INVITE_FILE_COLUMNS = { productName: 'Supplier Title', email: 'Email' } as const;
export type InviteFileField = keyof typeof INVITE_FILE_COLUMNS;

/** How many suppliers one file may invite (ours: the spec names no figure). */
export const INVITE_FILE_ROW_MAX = 500;
/** An invitation list of 500 rows takes a few dozen kilobytes; a larger file is no such list. */
export const INVITE_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** Spec 2 §5 Upload mode, and the refusals of a file the spec gives no wording for (ours). */
export const INVITE_FILE_MESSAGES = {
  notUploaded: 'File is not uploaded yet',
  noHeader: `The first row of the file must name the columns ${INVITE_FILE_COLUMNS.productName} and ${INVITE_FILE_COLUMNS.email}; please use the template`,
  noRows: 'The file has no suppliers to invite',
  tooManyRows: `The file can invite at most ${INVITE_FILE_ROW_MAX} suppliers at once`,
  tooLarge: 'The file is too large for a list of suppliers',
  repeated: (row: number) => `This e-mail is already in row ${row}`,
  invited: (count: number) => `${count} ${count === 1 ? 'supplier' : 'suppliers'} invited`,
  /** Before publishing (spec 2 §4): the suppliers join Preselected and are invited when the project is published. */
  queued: (count: number) =>
    `${count} ${count === 1 ? 'supplier' : 'suppliers'} added; their invites will be sent when the project is published`,
} as const;

/** The supplier export (spec 2 §6 MANAGE_BROKERS: supplier export to XLSX), which the browser navigates to. */
export const supplierExportPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/suppliers.xlsx`;

import {
  INVITE_FILE_COLUMNS,
  INVITE_FILE_MESSAGES,
  INVITE_MESSAGES,
  type InviteFileField,
  invitedProductSchema,
} from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import type { Viewer } from '../../core/viewer/index.js';
import { findOwnUpload } from '../files/index.js';
import { invitedEmails, inviteValidatedSuppliers } from './invite-commands.js';
import { type InviteFileRow, readInviteRows } from './invite-file-rows.js';
import { emailsOfRegisteredDomains } from './registered-domains.js';
import { findEditableSupplierProject } from './supplier-access.js';

/** A row of the file that was not invited: its spreadsheet row number, the column at fault if one, and why. */
export interface RejectedInviteRow {
  row: number;
  column: string | null;
  reason: string;
}

export interface FileInvitation {
  invited: number;
  rejected: RejectedInviteRow[];
}

type ValidRow = { row: number; email: string; productName: string };

/** Each row checked with exactly the invite-by-e-mail rules (invitedProductSchema), its first problem named. */
function validateRows(rows: readonly InviteFileRow[]) {
  const valid: ValidRow[] = [];
  const rejected: RejectedInviteRow[] = [];
  for (const { row, ...cells } of rows) {
    const parsed = invitedProductSchema.safeParse(cells);
    if (parsed.success) {
      valid.push({ row, ...parsed.data });
      continue;
    }
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] as InviteFileField | undefined;
    rejected.push({ row, column: field ? INVITE_FILE_COLUMNS[field] : null, reason: issue?.message ?? '' });
  }
  return { valid, rejected };
}

/**
 * The valid rows that can be invited: an address repeated in the file is taken from its first row only; an address
 * the project has invited already, and one of a registered vendor's domain (spec 2 §5, which the e-mail dialog
 * resolves by picking the vendor's product; from a file the broker adds those from the search card) are refused.
 */
async function refuseTakenRows(app: AppContext, projectId: string, rows: readonly ValidRow[]) {
  const emails = rows.map((row) => row.email);
  const [invited, registered] = await Promise.all([
    invitedEmails(app.db, projectId, emails),
    emailsOfRegisteredDomains(app.db, emails),
  ]);
  const firstRow = new Map<string, number>();
  const good: ValidRow[] = [];
  const rejected: RejectedInviteRow[] = [];
  const refuse = (row: number, reason: string) => rejected.push({ row, column: INVITE_FILE_COLUMNS.email, reason });
  for (const row of rows) {
    const first = firstRow.get(row.email);
    if (first !== undefined) refuse(row.row, INVITE_FILE_MESSAGES.repeated(first));
    else if (invited.has(row.email)) refuse(row.row, INVITE_MESSAGES.emailInvited);
    else if (registered.has(row.email)) refuse(row.row, INVITE_MESSAGES.domainExists);
    else good.push(row);
    if (first === undefined) firstRow.set(row.email, row.row);
  }
  return { good, rejected };
}

/**
 * Spec 2 §7 Invite by file upload ({file id, project}): the rows of the caller's uploaded XLSX that pass every rule of
 * invite by e-mail are invited through the same write (one transaction: all of them or none), the others are
 * answered with their row number and reason.
 */
export async function inviteSuppliersByFile(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  fileId: string,
): Promise<FileInvitation> {
  const project = await findEditableSupplierProject(app.db, viewer, projectId);
  const file = await findOwnUpload(app, viewer, fileId);
  const checked = validateRows(await readInviteRows(app, file));
  const { good, rejected } = await refuseTakenRows(app, project.id, checked.valid);
  if (good.length > 0) {
    await inviteValidatedSuppliers(
      app,
      viewer,
      project,
      good.map(({ email, productName }) => ({ email, productName })),
    );
  }
  return {
    invited: good.length,
    rejected: [...checked.rejected, ...rejected].sort((left, right) => left.row - right.row),
  };
}

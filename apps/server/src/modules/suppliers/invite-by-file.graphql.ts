import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { type FileInvitation, inviteSuppliersByFile, type RejectedInviteRow } from './invite-by-file.js';

/** Spec 2 §6: inviting suppliers is the Suppliers tab's, for MANAGE_PROJECT_STATE. */
const manageState = access('MANAGE_PROJECT_STATE');

const RejectedInviteRowRef = builder.objectRef<RejectedInviteRow>('RejectedInviteRow').implement({
  authScopes: manageState,
  description: 'A row of an invitation file that was not invited.',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'The spreadsheet’s row number (the header is row 1).' }),
    column: t.exposeString('column', { nullable: true, description: 'The header of the cell at fault, if one.' }),
    reason: t.exposeString('reason'),
  }),
});

const FileInvitationRef = builder.objectRef<FileInvitation>('FileInvitation').implement({
  authScopes: manageState,
  fields: (t) => ({
    invited: t.exposeInt('invited', {
      description: 'How many rows were invited (preselected in Draft and In Review).',
    }),
    rejected: t.field({ type: [RejectedInviteRowRef], resolve: (result) => result.rejected }),
  }),
});

builder.mutationFields((t) => ({
  inviteProjectSuppliersByFile: t.field({
    type: FileInvitationRef,
    description:
      'Spec 2 §7 Invite by file upload: the caller’s uploaded XLSX (the template’s Supplier Title and Email columns). Rows passing the invite-by-e-mail rules are invited in one transaction; the others come back with their row number and reason. INVITE_NOT_SENT when an e-mail could not be sent (the invitations are kept).',
    authScopes: manageState,
    args: { projectId: t.arg.id({ required: true }), fileId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId, fileId }, context) =>
      inviteSuppliersByFile(context.app, signedInViewer(context), projectId, fileId),
  }),
}));

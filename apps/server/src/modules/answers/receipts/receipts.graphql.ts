import { receiptCode, receiptVerifyPath } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../../core/graphql/index.js';
import { listSubmissionReceipts, type ReceiptRow, type ReceiptVerification, verifyReceipt } from './receipt-queries.js';

const SubmissionReceiptRef = builder.objectRef<ReceiptRow>('SubmissionReceipt').implement({
  authScopes: access('SIGNED_IN'),
  description: 'Issue 37: the receipt of one submission of a product’s answers (each resubmission adds one).',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.string({ description: 'The public code, R- and 8 hex digits.', resolve: (row) => receiptCode(row.id) }),
    digest: t.exposeString('digest', { description: 'SHA-256 hex of the answers and files submitted.' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', description: 'The server time of the submission.' }),
    verifyPath: t.string({
      description: 'The public verify page with this receipt filled in.',
      resolve: (row) => receiptVerifyPath(row.id, row.digest),
    }),
  }),
});

const ReceiptVerdictEnum = builder.enumType('ReceiptVerdict', { values: ['MATCHES', 'CHANGED', 'NONE'] as const });

const ReceiptVerificationRef = builder.objectRef<ReceiptVerification>('ReceiptVerification').implement({
  authScopes: access(true),
  fields: (t) => ({
    verdict: t.expose('verdict', { type: ReceiptVerdictEnum }),
    message: t.exposeString('message'),
  }),
});

builder.queryFields((t) => ({
  submissionReceipts: t.field({
    type: [SubmissionReceiptRef],
    description: 'Issue 37: the receipts of one of the signed-in supplier’s own products in a project, newest first.',
    authScopes: access('SIGNED_IN'),
    args: { projectId: t.arg.id({ required: true }), productId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      listSubmissionReceipts(context.app, signedInViewer(context), args.projectId, args.productId),
  }),
  verifyReceipt: t.field({
    type: ReceiptVerificationRef,
    description:
      'Issue 37, public: checks a receipt (its id or R- code, and its digest) against the answers stored now. ' +
      'Limited per client address.',
    authScopes: access(true),
    args: { receiptId: t.arg.string({ required: true }), digest: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => verifyReceipt(context.app, context.clientAddress, args),
  }),
}));

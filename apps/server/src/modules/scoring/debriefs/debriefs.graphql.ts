import type { DebriefSection } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../../core/graphql/index.js';
import { type SupplierInvitation, SupplierProjectProductRef, supplierCompanyOf } from '../../suppliers/index.js';
import { type DebriefRecord, latestDebriefs } from './debrief-records.js';
import { type DebriefRecipient, debriefRecipients, sendDebriefs } from './debrief-send.js';

const DebriefRecipientRef = builder.objectRef<DebriefRecipient>('DebriefRecipient').implement({
  authScopes: access('SIGNED_IN'),
  description: 'Issue 38 item 3: an accepted supplier of the project a project owner may send a debrief to.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The project product.' }),
    name: t.exposeString('name'),
    winner: t.exposeBoolean('winner'),
    lastSentAt: t.expose('lastSentAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last sent a debrief; null: never.',
    }),
  }),
});

const DebriefSectionRef = builder.objectRef<DebriefSection>('DebriefSection').implement({
  authScopes: access(true),
  fields: (t) => ({
    name: t.exposeString('name'),
    yours: t.exposeFloat('yours', { description: "The supplier's own product's points in the section." }),
    winning: t.exposeFloat('winning', { description: "The winning bid's points in the section (never named)." }),
  }),
});

const SupplierDebriefRef = builder.objectRef<DebriefRecord>('SupplierDebrief').implement({
  authScopes: access(true),
  description:
    'Issue 38 item 3: the assessment summary the buyer sent the supplier of this product, as it was sent: its points per ' +
    'section against those of the winning bid, the totals and the notes shared with it. Names no other supplier.',
  fields: (t) => ({
    id: t.exposeID('id'),
    sentAt: t.expose('sentAt', { type: 'DateTime' }),
    winner: t.boolean({ resolve: (record) => record.summary.winner }),
    sections: t.field({ type: [DebriefSectionRef], resolve: (record) => record.summary.sections }),
    totalYours: t.float({ resolve: (record) => record.summary.total.yours }),
    totalWinning: t.float({ resolve: (record) => record.summary.total.winning }),
    notes: t.string({ nullable: true, resolve: (record) => record.summary.notes }),
  }),
});

builder.objectFields(SupplierProjectProductRef, (t) => ({
  debrief: t.loadable({
    type: SupplierDebriefRef,
    nullable: true,
    description:
      'Issue 38 item 3: the latest assessment summary sent for this product, to the signed-in users of its own company ' +
      'once the result is shown; null otherwise (never to the holder of an invitation link).',
    load: async (rows: SupplierInvitation[], context) => {
      const companyId = supplierCompanyOf(context.viewer);
      const own = (row: SupplierInvitation) => companyId !== null && row.companyId === companyId && row.result !== null;
      const latest = await latestDebriefs(
        context.app.db,
        rows.filter(own).map((row) => row.id),
      );
      return rows.map((row) => (own(row) ? (latest.get(row.id) ?? null) : null));
    },
    resolve: (row) => row,
  }),
}));

builder.queryFields((t) => ({
  debriefRecipients: t.field({
    type: [DebriefRecipientRef],
    nullable: true,
    description:
      'Issue 38 item 3: the accepted suppliers of the project, each with when it was last sent a debrief; null to a ' +
      'colleague who does not own the project.',
    authScopes: access('SIGNED_IN'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId }, context) => debriefRecipients(context.app, signedInViewer(context), projectId),
  }),
}));

builder.mutationFields((t) => ({
  sendDebriefs: t.field({
    type: [DebriefRecipientRef],
    description:
      'Issue 38 item 3 Send debriefs: once the winners are chosen, a project owner sends the accepted products named ' +
      '(all of them without productIds) their own assessment summary, scored in the branch named (else their own), ' +
      'by e-mail and on their result screen. Answers the recipients list.',
    authScopes: access('SIGNED_IN'),
    args: {
      projectId: t.arg.id({ required: true }),
      productIds: t.arg.idList({ description: 'Project products; all the accepted ones when left out.' }),
      branchId: t.arg.id(),
    },
    resolve: (_root, { projectId, productIds, branchId }, context) =>
      sendDebriefs(context.app, signedInViewer(context), {
        projectId,
        productIds: productIds ?? null,
        branchId: branchId ?? null,
      }),
  }),
}));

import type { GraphQLContext } from '../../core/graphql/index.js';
import { access, builder } from '../../core/graphql/index.js';
import { ParticipationStatusEnum, ProjectStatusEnum, ProjectTypeEnum } from '../projects/index.js';
import { QuestionTypeEnum } from '../questions/index.js';
import type { SupplierInvitation } from './supplier-side-access.js';
import { acceptInvitation, declineInvitation } from './supplier-side-commands.js';
import {
  loadSupplierProject,
  type SupplierProjectView,
  type SupplierQuestionView,
  type SupplierSectionView,
} from './supplier-side-view.js';

/**
 * Spec 2 §2 Supplier pages: open to a signed-in supplier and to a visitor with an invitation's token; the resolvers
 * give each only what it reaches (supplier-side-access).
 */
const invitees = access(true);

const readerOf = (context: GraphQLContext, hash: string | null | undefined) => ({ viewer: context.viewer, hash });

export const SupplierProjectProductRef = builder.objectRef<SupplierInvitation>('SupplierProjectProduct').implement({
  authScopes: invitees,
  description: 'One of the reader’s own invitations to a project (the id is the project product’s).',
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId', { nullable: true, description: 'The company’s product; null before one.' }),
    productName: t.exposeString('productName'),
    vendorName: t.exposeString('vendorName'),
    participationStatus: t.field({ type: ParticipationStatusEnum, resolve: (row) => row.participationStatus }),
    invitedAt: t.expose('invitedAt', { type: 'DateTime', nullable: true }),
    answersSubmitDeadline: t.expose('answersSubmitDeadline', { type: 'DateTime', nullable: true }),
    answersSubmittedAt: t.expose('answersSubmittedAt', { type: 'DateTime', nullable: true }),
    answersSubmittedBy: t.exposeString('answersSubmittedBy', {
      nullable: true,
      description: 'Who submitted the answers (the receipt); null when nobody did, e.g. closed at the deadline.',
    }),
    winner: t.boolean({
      nullable: true,
      description:
        'Spec 2 §4 result screen: whether this product won; null until the result is shown (supplierSeesResult).',
      resolve: (row) => row.result?.winner ?? null,
    }),
    feedback: t.string({
      nullable: true,
      description: 'The broker’s notes on this product, only when shared and the result is shown; otherwise null.',
      resolve: (row) => row.result?.feedback ?? null,
    }),
  }),
});

const SupplierProjectQuestionRef = builder.objectRef<SupplierQuestionView>('SupplierProjectQuestion').implement({
  authScopes: invitees,
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    helperText: t.exposeString('helperText'),
    type: t.field({ type: QuestionTypeEnum, resolve: (question) => question.type }),
    multiple: t.exposeBoolean('multiple'),
  }),
});

const SupplierProjectSectionRef = builder.objectRef<SupplierSectionView>('SupplierProjectSection').implement({
  authScopes: invitees,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    questions: t.field({ type: [SupplierProjectQuestionRef], resolve: (section) => section.questions }),
  }),
});

const SupplierProjectRef = builder.objectRef<SupplierProjectView>('SupplierProject').implement({
  authScopes: invitees,
  description: 'Spec 2 §2 Supplier pages: a project as its invited supplier reads it.',
  fields: (t) => ({
    id: t.id({ resolve: (view) => view.project.id }),
    name: t.string({ resolve: (view) => view.project.name }),
    type: t.field({ type: ProjectTypeEnum, resolve: (view) => view.project.type }),
    status: t.field({ type: ProjectStatusEnum, resolve: (view) => view.project.status }),
    intro: t.string({ resolve: (view) => view.project.intro }),
    description: t.string({ resolve: (view) => view.project.description }),
    publishDate: t.field({ type: 'DateTime', nullable: true, resolve: (view) => view.project.publishDate }),
    submissionDeadline: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (view) => view.project.submissionDeadline,
    }),
    questionsClarificationDeadline: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (view) => view.project.questionsClarificationDeadline,
    }),
    questionsSubmissionDeadline: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (view) => view.project.questionsSubmissionDeadline,
    }),
    plannedDecisionDate: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (view) => view.project.plannedDecisionDate,
    }),
    signedIn: t.exposeBoolean('signedIn', {
      description:
        'Whether the reader reads through its signed-in supplier company (accepts, answers the questionnaire); false ' +
        'for a visitor and for anyone else holding the invitation’s link, who read as its holder.',
    }),
    brokerageFirm: t.exposeString('brokerageFirm'),
    products: t.field({ type: [SupplierProjectProductRef], resolve: (view) => view.invitations }),
    sections: t.field({
      type: [SupplierProjectSectionRef],
      description: 'Approved questions, once one of the reader’s invitations is accepted (empty before).',
      resolve: (view) => view.sections,
    }),
  }),
});

builder.queryFields((t) => ({
  supplierProject: t.field({
    type: SupplierProjectRef,
    description:
      'Spec 2 §2 Supplier pages: a project the signed-in supplier’s company is invited to, or the one an invitation token (hash) names; otherwise not found.',
    authScopes: invitees,
    args: { id: t.arg.id({ required: true }), hash: t.arg.string() },
    resolve: (_root, { id, hash }, context) => loadSupplierProject(context.app.db, readerOf(context, hash), id),
  }),
}));

const answerArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  projectId: t.arg.id({ required: true }),
  productId: t.arg.id({ required: true, description: 'The project product (SupplierProjectProduct.id).' }),
  hash: t.arg.string(),
});

builder.mutationFields((t) => ({
  acceptProjectInvitation: t.field({
    type: SupplierProjectProductRef,
    description: 'Spec 2 §7 Accept invitation: INVITED or PENDING, while the project is PUBLISHED or AWAITING.',
    authScopes: invitees,
    args: {
      ...answerArgs(t),
      ownProductId: t.arg.id({
        description: 'For an invitation sent by e-mail only: the signed-in supplier’s product that takes it up.',
      }),
    },
    resolve: (_root, { projectId, productId, hash, ownProductId }, context) =>
      acceptInvitation(context.app, readerOf(context, hash), {
        projectId,
        productId,
        ownProductId: ownProductId || null,
      }),
  }),
  declineProjectInvitation: t.field({
    type: SupplierProjectProductRef,
    description:
      'Spec 2 §7 Decline: INVITED, PENDING or ACCEPTED, while the project is PUBLISHED or AWAITING; it cannot be undone.',
    authScopes: invitees,
    args: answerArgs(t),
    resolve: (_root, { projectId, productId, hash }, context) =>
      declineInvitation(context.app, readerOf(context, hash), {
        projectId,
        productId,
      }),
  }),
}));

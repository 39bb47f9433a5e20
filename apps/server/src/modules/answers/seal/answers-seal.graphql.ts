import { access, builder, signedInViewer } from '../../../core/graphql/index.js';
import { onBuySide } from '../../../core/viewer/index.js';
import { ProjectRef } from '../../projects/index.js';
import { type AnswersSeal, answersSeals, approveAnswersUnseal, type UnsealApproval } from './answers-seal.js';

const UnsealApprovalRef = builder.objectRef<UnsealApproval>('UnsealApproval').implement({
  authScopes: access('SIGNED_IN'),
  description:
    'Issue 37: one request to open a project’s sealed answers early, with its reason (a record, never changed).',
  fields: (t) => ({
    userName: t.exposeString('userName'),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AnswersSealRef = builder.objectRef<AnswersSeal>('AnswersSeal').implement({
  authScopes: access('SIGNED_IN'),
  description:
    'Issue 37 sealed answers: until the answers deadline (or a product’s own) the buy side sees only whether and when ' +
    'each supplier submitted; two different people with Manage Project State may open them early, each with a reason.',
  fields: (t) => ({
    sealed: t.exposeBoolean('sealed', { description: 'The project’s answers are sealed now.' }),
    opensAt: t.expose('opensAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When they open by themselves (the answers deadline); null: only when opened early.',
    }),
    unsealedAt: t.expose('unsealedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When they were opened early.',
    }),
    approvals: t.field({ type: [UnsealApprovalRef], resolve: (seal) => seal.approvals }),
  }),
});

builder.objectFields(ProjectRef, (t) => ({
  answersSeal: t.loadable({
    type: AnswersSealRef,
    nullable: true,
    authScopes: access('SIGNED_IN'),
    description: 'Issue 37: the project’s sealed answers, for its buy side; null with the feature off or to others.',
    load: (list: Parameters<typeof answersSeals>[1], context) =>
      onBuySide(signedInViewer(context)) ? answersSeals(context.app.db, list) : Promise.resolve(list.map(() => null)),
    resolve: (project) => project,
  }),
}));

builder.mutationFields((t) => ({
  approveAnswersUnseal: t.field({
    type: AnswersSealRef,
    description:
      'Issue 37: asks to open the project’s sealed answers before their deadline, with a reason (1–500 characters). ' +
      'The second different person’s request opens them; the same person twice is refused. MANAGE_PROJECT_STATE.',
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: { projectId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, { projectId, reason }, context) =>
      approveAnswersUnseal(context.app, signedInViewer(context), projectId, reason),
  }),
}));

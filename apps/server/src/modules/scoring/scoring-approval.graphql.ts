import type { ApprovalAction, QuestionStatus } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { QuestionStatusEnum } from '../questions/index.js';
import { decideScoringQuestion } from './scoring-approval.js';

const APPROVAL_ACTIONS: ApprovalAction[] = ['APPROVE', 'UNAPPROVE', 'REJECT'];

const ApprovalActionEnum = builder.enumType('ApprovalAction', { values: APPROVAL_ACTIONS });

const DecideScoringQuestionInputRef = builder.inputType('DecideScoringQuestionInput', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    sectionId: t.id({ required: true }),
    questionId: t.id({ required: true }),
    action: t.field({ type: ApprovalActionEnum, required: true }),
    reason: t.string({ description: 'REJECT only: required, at most 200 characters.' }),
  }),
});

const ScoringQuestionDecisionRef = builder
  .objectRef<{ questionId: string; status: QuestionStatus; rejectReason: string | null }>('ScoringQuestionDecision')
  .implement({
    authScopes: access('SIGNED_IN'),
    fields: (t) => ({
      questionId: t.exposeID('questionId'),
      status: t.field({ type: QuestionStatusEnum, resolve: (decision) => decision.status }),
      rejectReason: t.exposeString('rejectReason', { nullable: true }),
    }),
  });

builder.mutationFields((t) => ({
  decideScoringQuestion: t.field({
    type: ScoringQuestionDecisionRef,
    description:
      'Spec 3 §6 scoring-page approve rights: approve, unapprove or reject a question while the project is open for ' +
      'scoring (MANAGE_ALL_APPROVALS, or MANAGE_SCORING as the question’s or section’s approver).',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: DecideScoringQuestionInputRef, required: true }) },
    resolve: (_root, { input }, context) => decideScoringQuestion(context.app, signedInViewer(context), input),
  }),
}));

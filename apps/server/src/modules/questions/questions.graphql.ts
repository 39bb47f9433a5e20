import { builder, signedInViewer } from '../../core/graphql/index.js';
import { decideQuestion, decideSection } from './question-approval.js';
import { createQuestion, deleteQuestion, moveQuestion, updateQuestion } from './question-commands.js';
import { QuestionDefinitionInput } from './question-definition.graphql.js';
import './question-extract.js';
import './section-copy.graphql.js';
import {
  ProjectQuestionnaireRef,
  ProjectSectionRef,
  questionnaireUsers,
  SectionApprovalRef,
} from './question-objects.graphql.js';
import { projectQuestionnaire } from './questionnaire-queries.js';
import { createSection, deleteSection, moveSection, updateSection } from './section-commands.js';

const ProjectSectionInput = builder.inputType('ProjectSectionInput', {
  description: 'Spec 3 §7 Create / update section: name, description, owner, approver (Expert), owner due date.',
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    ownerId: t.id(),
    approverId: t.id(),
    ownerDeadline: t.field({ type: 'DateTime' }),
  }),
});

const ProjectQuestionInput = builder.inputType('ProjectQuestionInput', {
  description: 'Spec 3 §5 project question form; an absent weight keeps the current one (1 for a new question).',
  fields: (t) => ({
    question: t.field({ type: QuestionDefinitionInput, required: true }),
    ownerId: t.id(),
    approverId: t.id(),
    weight: t.int(),
    isPrivate: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  projectQuestionnaire: t.field({
    type: ProjectQuestionnaireRef,
    description: 'Spec 3 §2 project questions page; another company’s project answers as not found.',
    authScopes: questionnaireUsers,
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId }, context) =>
      projectQuestionnaire(context.app.db, signedInViewer(context), projectId),
  }),
}));

const id = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => t.arg.id({ required: true });
const version = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => t.arg.int({ required: true });

builder.mutationFields((t) => ({
  createProjectSection: t.field({
    type: ProjectSectionRef,
    authScopes: questionnaireUsers,
    args: { projectId: id(t), input: t.arg({ type: ProjectSectionInput, required: true }) },
    resolve: (_root, args, context) => createSection(context.app, signedInViewer(context), args.projectId, args.input),
  }),
  updateProjectSection: t.field({
    type: ProjectSectionRef,
    authScopes: questionnaireUsers,
    args: { id: id(t), version: version(t), input: t.arg({ type: ProjectSectionInput, required: true }) },
    resolve: (_root, args, context) =>
      updateSection(context.app, signedInViewer(context), args.id, args.version, args.input),
  }),
  deleteProjectSection: t.field({
    type: ProjectQuestionnaireRef,
    description: 'Deletes the section and its questions; answers the questionnaire.',
    authScopes: questionnaireUsers,
    args: { id: id(t) },
    resolve: (_root, args, context) => deleteSection(context.app, signedInViewer(context), args.id),
  }),
  moveProjectSection: t.field({
    type: ProjectQuestionnaireRef,
    description: 'Moves the section to `position` (0 first); answers the questionnaire.',
    authScopes: questionnaireUsers,
    args: { id: id(t), position: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => moveSection(context.app, signedInViewer(context), args.id, args.position),
  }),
  createProjectQuestion: t.field({
    type: ProjectSectionRef,
    description: 'Appends a PENDING question to the section; answers the section.',
    authScopes: questionnaireUsers,
    args: { sectionId: id(t), input: t.arg({ type: ProjectQuestionInput, required: true }) },
    resolve: (_root, args, context) => createQuestion(context.app, signedInViewer(context), args.sectionId, args.input),
  }),
  updateProjectQuestion: t.field({
    type: ProjectSectionRef,
    authScopes: questionnaireUsers,
    args: { id: id(t), version: version(t), input: t.arg({ type: ProjectQuestionInput, required: true }) },
    resolve: (_root, args, context) =>
      updateQuestion(context.app, signedInViewer(context), args.id, args.version, args.input),
  }),
  deleteProjectQuestion: t.field({
    type: ProjectSectionRef,
    authScopes: questionnaireUsers,
    args: { id: id(t) },
    resolve: (_root, args, context) => deleteQuestion(context.app, signedInViewer(context), args.id),
  }),
  moveProjectQuestion: t.field({
    type: [ProjectSectionRef],
    description: 'Moves the question to `position` (0 first) of `sectionId`; answers the sections changed.',
    authScopes: questionnaireUsers,
    args: { id: id(t), sectionId: id(t), position: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      moveQuestion(context.app, signedInViewer(context), args.id, args.sectionId, args.position),
  }),
  approveProjectQuestion: t.field({
    type: ProjectSectionRef,
    authScopes: questionnaireUsers,
    args: { id: id(t), version: version(t) },
    resolve: (_root, args, context) =>
      decideQuestion(context.app, signedInViewer(context), args.id, args.version, 'APPROVE'),
  }),
  rejectProjectQuestion: t.field({
    type: ProjectSectionRef,
    description: 'Rejects with a reason (required, at most 200 characters).',
    authScopes: questionnaireUsers,
    args: { id: id(t), version: version(t), reason: t.arg.string() },
    resolve: (_root, args, context) =>
      decideQuestion(context.app, signedInViewer(context), args.id, args.version, 'REJECT', args.reason),
  }),
  unapproveProjectQuestion: t.field({
    type: ProjectSectionRef,
    authScopes: questionnaireUsers,
    args: { id: id(t), version: version(t) },
    resolve: (_root, args, context) =>
      decideQuestion(context.app, signedInViewer(context), args.id, args.version, 'UNAPPROVE'),
  }),
  approveAllProjectQuestions: t.field({
    type: SectionApprovalRef,
    description: 'The section’s PENDING questions become APPROVED (rejected ones stay).',
    authScopes: questionnaireUsers,
    args: { sectionId: id(t) },
    resolve: (_root, args, context) => decideSection(context.app, signedInViewer(context), args.sectionId, 'APPROVE'),
  }),
  unapproveAllProjectQuestions: t.field({
    type: SectionApprovalRef,
    description: 'Every question of the section becomes PENDING; reject reasons are cleared.',
    authScopes: questionnaireUsers,
    args: { sectionId: id(t) },
    resolve: (_root, args, context) => decideSection(context.app, signedInViewer(context), args.sectionId, 'UNAPPROVE'),
  }),
}));

import { definitionFields, TASK_STATUSES, TASK_TYPES } from '@shortlist/domain';
import {
  access,
  askedFields,
  builder,
  PageInput,
  pageType,
  ScoringTypeEnum,
  signedInViewer,
} from '../../core/graphql/index.js';
import { ProductAnswerRef } from '../answers/index.js';
import { QuestionDefinitionRef, QuestionStatusEnum } from '../questions/index.js';
import { countTasks, findTask, listTasks, type TaskView } from './task-queries.js';
import type { TaskQuestion } from './task-source.js';

/** Spec 1 §6: tasks are MANAGE_PROJECT_QUESTIONS work; task-queries.ts gives none without the rest of the menu rule. */
const taskUsers = access('MANAGE_PROJECT_QUESTIONS');

const TaskTypeEnum = builder.enumType('TaskType', { values: TASK_TYPES });
const TaskStatusEnum = builder.enumType('TaskStatus', { values: TASK_STATUSES });

const TaskProjectRef = builder.objectRef<TaskView['project']>('TaskProject').implement({
  authScopes: taskUsers,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const TaskSectionRef = builder.objectRef<TaskQuestion['section']>('TaskSection').implement({
  authScopes: taskUsers,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

type TaskAnswer = NonNullable<TaskQuestion['answers']>[number];

const TaskProductRef = builder.objectRef<TaskAnswer['product']>('TaskProduct').implement({
  authScopes: taskUsers,
  description: 'A project product (ProjectProduct.id) whose answer awaits a rating.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const TaskAnswerRef = builder.objectRef<TaskAnswer>('TaskAnswer').implement({
  authScopes: taskUsers,
  description: 'A submitted answer left unrated in the viewer’s scope.',
  fields: (t) => ({
    product: t.field({ type: TaskProductRef, resolve: (answer) => answer.product }),
    answer: t.field({ type: ProductAnswerRef, resolve: (answer) => answer.answer }),
  }),
});

const TaskQuestionRef = builder.objectRef<TaskQuestion>('TaskQuestion').implement({
  authScopes: taskUsers,
  description: 'A question left for the viewer to review, with its section.',
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    status: t.field({ type: QuestionStatusEnum, resolve: (question) => question.status }),
    question: t.field({ type: QuestionDefinitionRef, resolve: (question) => definitionFields(question.definition) }),
    section: t.field({ type: TaskSectionRef, resolve: (question) => question.section }),
    answers: t.field({
      type: [TaskAnswerRef],
      description: 'Answers to review: the answers to rate (none for questions to approve).',
      resolve: (question) => question.answers ?? [],
    }),
  }),
});

const TaskRef = builder.objectRef<TaskView>('Task').implement({
  authScopes: taskUsers,
  description: 'Spec 2 §3 Task: a project the viewer has something to review in, with what is left.',
  fields: (t) => ({
    type: t.field({ type: TaskTypeEnum, resolve: (task) => task.type }),
    status: t.field({ type: TaskStatusEnum, resolve: (task) => task.status }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the project was created.' }),
    project: t.field({ type: TaskProjectRef, resolve: (task) => task.project }),
    branchId: t.id({
      nullable: true,
      description: 'Answers to review with branches on: the viewer’s branch, where its ratings are kept.',
      resolve: (task) => task.scope?.branchId ?? null,
    }),
    scoringType: t.field({
      type: ScoringTypeEnum,
      nullable: true,
      description: 'Answers to review: the scale the ratings are given on.',
      resolve: (task) => task.scope?.scoringType ?? null,
    }),
    questions: t.field({ type: [TaskQuestionRef], resolve: (task) => task.questions ?? [] }),
  }),
});

const TaskCountRef = builder.objectRef<{ type: TaskView['type']; count: number }>('TaskCount').implement({
  authScopes: taskUsers,
  fields: (t) => ({
    type: t.field({ type: TaskTypeEnum, resolve: (count) => count.type }),
    count: t.exposeInt('count'),
  }),
});

const TaskCountsRef = builder.objectRef<{ results: Array<{ type: TaskView['type']; count: number }> }>('TaskCounts');
TaskCountsRef.implement({
  authScopes: taskUsers,
  fields: (t) => ({ results: t.field({ type: [TaskCountRef], resolve: (counts) => counts.results }) }),
});

const TaskFilterInput = builder.inputType('TaskFilterInput', {
  fields: (t) => ({ statuses: t.field({ type: [TaskStatusEnum] }) }),
});

builder.queryFields((t) => ({
  tasks: t.field({
    type: pageType('Task', TaskRef),
    description: 'Spec 2 §7 Tasks list: pages of up to 100, filtered by status, newest project first.',
    authScopes: taskUsers,
    args: { page: t.arg({ type: PageInput }), filter: t.arg({ type: TaskFilterInput }) },
    resolve: (_root, args, context, info) =>
      listTasks(
        context.app.db,
        signedInViewer(context),
        args.page,
        args.filter?.statuses,
        askedFields(info, ['results']).has('questions'),
      ),
  }),
  task: t.field({
    type: TaskRef,
    description: 'Spec 2 §7 Tasks (project id, type); not found when the project is no task of the viewer.',
    authScopes: taskUsers,
    args: { projectId: t.arg.id({ required: true }), type: t.arg({ type: TaskTypeEnum, required: true }) },
    resolve: (_root, args, context) => findTask(context.app.db, signedInViewer(context), args.projectId, args.type),
  }),
  tasksCount: t.field({
    type: TaskCountsRef,
    description: 'Spec 1 §7 tasksCount: the pending tasks per type (never requested for administrators).',
    authScopes: taskUsers,
    resolve: async (_root, _args, context) => ({
      results: await countTasks(context.app.db, signedInViewer(context)),
    }),
  }),
}));

import { FAQ_STATUSES, FAQ_TAGS, type FaqAbilities } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { ProjectStatusEnum } from '../projects/index.js';
import { findFaqAudience } from './faq-access.js';
import { createFaqItem, publishFaqItem, rejectFaqItem, updateFaqItem } from './faq-commands.js';
import { type FaqItemView, loadProjectFaq, type ProjectFaqView } from './faq-view.js';

/**
 * Spec 2 §2 /projects/{id}/faq and /invite-to-project/{id}/faq: the project's buy side, its signed-in suppliers and
 * invitation-hash visitors; the resolvers give each only what it reaches (faq-access).
 */
const readers = access(true);
const signedIn = access('SIGNED_IN');

export const FaqStatusEnum = builder.enumType('FaqStatus', { values: FAQ_STATUSES });
const FaqTagEnum = builder.enumType('FaqTag', { values: FAQ_TAGS });

const FaqAbilitiesRef = builder.objectRef<FaqAbilities>('FaqAbilities').implement({
  authScopes: readers,
  description: 'Spec 3 §6: what the reader may do with the item; the server refuses the rest.',
  fields: (t) => ({
    reply: t.exposeBoolean('reply'),
    publish: t.exposeBoolean('publish'),
    reject: t.exposeBoolean('reject'),
    edit: t.exposeBoolean('edit'),
    clarify: t.exposeBoolean('clarify', { description: 'Add a Clarification Question.' }),
  }),
});

const FaqQuestionLinkRef = builder.objectRef<{ id: string; label: string }>('FaqQuestionLink').implement({
  authScopes: readers,
  fields: (t) => ({ id: t.exposeID('id'), label: t.exposeString('label') }),
});

const FaqSectionLinkRef = builder.objectRef<{ id: string; name: string }>('FaqSectionLink').implement({
  authScopes: readers,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const FaqItemRef = builder.objectRef<FaqItemView>('FaqItem');
builder.objectType(FaqItemRef, {
  authScopes: readers,
  description: 'Spec 2 §3 FAQ item: a question, or — with a parent — a reply or a clarification question.',
  fields: (t) => ({
    id: t.id({ resolve: (item) => item.row.id }),
    parentId: t.id({ nullable: true, resolve: (item) => item.row.parentId }),
    text: t.string({ resolve: (item) => item.row.text }),
    status: t.field({ type: FaqStatusEnum, resolve: (item) => item.row.status }),
    rejectReason: t.string({ nullable: true, resolve: (item) => item.row.rejectReason }),
    isPublic: t.boolean({ resolve: (item) => item.row.isPublic }),
    version: t.int({ resolve: (item) => item.row.version }),
    createdAt: t.field({ type: 'DateTime', resolve: (item) => item.row.createdAt }),
    companyName: t.exposeString('companyName', {
      nullable: true,
      description: 'The writer’s company; null where a supplier would read another supplier’s name.',
    }),
    isAddedByMe: t.exposeBoolean('isAddedByMe'),
    isAddedByBroker: t.exposeBoolean('isAddedByBroker'),
    isAssignedToMe: t.exposeBoolean('isAssignedToMe'),
    question: t.field({ type: FaqQuestionLinkRef, nullable: true, resolve: (item) => item.question }),
    section: t.field({ type: FaqSectionLinkRef, nullable: true, resolve: (item) => item.section }),
    tags: t.field({ type: [FaqTagEnum], resolve: (item) => item.tags }),
    abilities: t.field({ type: FaqAbilitiesRef, resolve: (item) => item.abilities }),
    answers: t.field({ type: [FaqItemRef], resolve: (item) => item.answers }),
  }),
});

const ProjectFaqRef = builder.objectRef<ProjectFaqView>('ProjectFaq').implement({
  authScopes: readers,
  description: 'Spec 2 §7 FAQ: a project’s questions (newest first) with their replies, as the reader may see them.',
  fields: (t) => ({
    projectId: t.id({ resolve: (faq) => faq.audience.project.id }),
    projectName: t.string({ resolve: (faq) => faq.audience.project.name }),
    projectStatus: t.field({ type: ProjectStatusEnum, resolve: (faq) => faq.audience.project.status }),
    mayAsk: t.exposeBoolean('mayAsk', { description: 'Whether the reader may ask a question now (spec 2 §4).' }),
    items: t.field({ type: [FaqItemRef], resolve: (faq) => faq.items }),
  }),
});

const projectArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  projectId: t.arg.id({ required: true }),
  hash: t.arg.string({ description: 'An invitation’s link token, for a visitor who is not signed in.' }),
});

builder.queryFields((t) => ({
  projectFaq: t.field({
    type: ProjectFaqRef,
    description:
      'Spec 2 §7 FAQ: the buy side of the project’s company sees every item; a supplier (or a visitor with an ' +
      'invitation hash) the published public ones and all of its own company’s. Not found for anyone else.',
    authScopes: readers,
    args: projectArgs(t),
    resolve: async (_root, { projectId, hash }, context) => {
      const audience = await findFaqAudience(context.app.db, context.viewer, projectId, hash);
      return loadProjectFaq(context.app.db, audience);
    },
  }),
}));

const CreateFaqItemInputRef = builder.inputType('CreateFaqItemInput', {
  description: 'Spec 2 §7 FAQ create: the question (text, optional parent) and the question or section it is about.',
  fields: (t) => ({
    projectId: t.id({ required: true }),
    hash: t.string(),
    text: t.string({ required: true }),
    parentId: t.id({ description: 'The question a reply or clarification question belongs to.' }),
    questionId: t.id({ description: 'The project question the new question is about.' }),
    sectionId: t.id({ description: 'The section the new question is about.' }),
  }),
});

const itemArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  projectId: t.arg.id({ required: true }),
  id: t.arg.id({ required: true }),
});

builder.mutationFields((t) => ({
  createFaqItem: t.field({
    type: FaqItemRef,
    description:
      'Spec 2 §4: a supplier or visitor asks in PUBLISHED or AWAITING before the clarification deadline, the buy ' +
      'side with MANAGE_FAQ in PUBLISHED, AWAITING or SCORING; a reply or clarification question as spec 3 §6 allows.',
    authScopes: readers,
    args: { input: t.arg({ type: CreateFaqItemInputRef, required: true }) },
    resolve: (_root, { input }, context) =>
      createFaqItem(context.app, context.viewer, {
        projectId: input.projectId,
        hash: input.hash ?? null,
        text: input.text,
        parentId: input.parentId ? input.parentId : null,
        questionId: input.questionId ? input.questionId : null,
        sectionId: input.sectionId ? input.sectionId : null,
      }),
  }),
  updateFaqItem: t.field({
    type: FaqItemRef,
    description: 'Spec 2 §7 FAQ update: the text, by whoever may edit the item; a stale version is a conflict.',
    authScopes: signedIn,
    args: { ...itemArgs(t), text: t.arg.string({ required: true }), version: t.arg.int() },
    resolve: (_root, args, context) =>
      updateFaqItem(context.app, signedInViewer(context), {
        projectId: args.projectId,
        id: args.id,
        text: args.text,
        version: args.version ?? null,
      }),
  }),
  publishFaqItem: t.field({
    type: FaqItemRef,
    description:
      'Spec 2 §4 Publish a draft: public, or private to its asker when makePublic is false. With `reply`, the ' +
      'answer is published with it in one step (on a clarification question, in its thread) and announced as a reply.',
    authScopes: signedIn,
    args: {
      ...itemArgs(t),
      makePublic: t.arg.boolean({ required: true }),
      reply: t.arg.string({ description: 'An answer published with the question (trimmed, required when given).' }),
    },
    resolve: (_root, args, context) =>
      publishFaqItem(context.app, signedInViewer(context), {
        projectId: args.projectId,
        id: args.id,
        makePublic: args.makePublic,
        reply: args.reply ?? null,
      }),
  }),
  rejectFaqItem: t.field({
    type: FaqItemRef,
    description: 'Spec 2 §4 Reject a draft with its reason (required, trimmed, at most 100 characters).',
    authScopes: signedIn,
    args: { ...itemArgs(t), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      rejectFaqItem(context.app, signedInViewer(context), {
        projectId: args.projectId,
        id: args.id,
        reason: args.reason,
      }),
  }),
}));

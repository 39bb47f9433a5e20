import { access, builder, ScoringTypeEnum, signedInViewer } from '../../core/graphql/index.js';
import { ProjectUserRef } from '../projects/index.js';
import { createBranch, deleteBranch, revokeBranchAccess, updateBranch } from './branch-commands.js';
import { type BranchView, branchMemberOptions, listBranches } from './branch-queries.js';

const readers = access('SIGNED_IN');

const BranchRef = builder.objectRef<BranchView>('Branch').implement({
  authScopes: readers,
  description: 'Spec 2 §3 Branch: a private scoring of a project by its members (enableBranches).',
  fields: (t) => ({
    id: t.exposeID('id'),
    projectId: t.exposeID('projectId'),
    scoringType: t.field({ type: ScoringTypeEnum, resolve: (branch) => branch.scoringType }),
    createdBy: t.field({ type: ProjectUserRef, nullable: true, resolve: (branch) => branch.createdBy }),
    members: t.field({ type: [ProjectUserRef], resolve: (branch) => branch.members }),
    version: t.exposeInt('version'),
    isCreator: t.exposeBoolean('isCreator', {
      description: 'The viewer created it: they edit and delete it (a member revokes own access instead).',
    }),
  }),
});

const CreateBranchInputRef = builder.inputType('CreateBranchInput', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    memberIds: t.idList({ required: true, description: 'The members besides the creator (PROJECT_MANAGER, VIEWER).' }),
    scoringType: t.field({ type: ScoringTypeEnum, required: true, description: 'Fixed at creation.' }),
  }),
});

const UpdateBranchInputRef = builder.inputType('UpdateBranchInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    memberIds: t.idList({ required: true }),
    baseVersion: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  branches: t.field({
    type: [BranchRef],
    description: 'Spec 2 §6: the project’s branches the viewer created or is a member of (none with branches off).',
    authScopes: access('READ_SCORING'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId }, context) => listBranches(context.app.db, signedInViewer(context), projectId),
  }),
  branchMemberOptions: t.field({
    type: [ProjectUserRef],
    description: 'Spec 3 §7 Branches: the project’s PROJECT_MANAGER and VIEWER users, selectable as members.',
    authScopes: access('READ_SCORING'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId }, context) => branchMemberOptions(context.app.db, signedInViewer(context), projectId),
  }),
}));

// Who may create (MANAGE_SCORING, MANAGE_ALL_SCORING, owners) or change (creator, member) a branch: the services decide.
builder.mutationFields((t) => ({
  createBranch: t.field({
    type: BranchRef,
    description: 'Spec 2 §7 Branches: create (project, members, scoringType), the viewer its creator.',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: CreateBranchInputRef, required: true }) },
    resolve: (_root, { input }, context) => createBranch(context.app, signedInViewer(context), input),
  }),
  updateBranch: t.field({
    type: BranchRef,
    description: 'Spec 2 §7 Branches: update its members (creator only; the scoring type is fixed).',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: UpdateBranchInputRef, required: true }) },
    resolve: (_root, { input }, context) => updateBranch(context.app, signedInViewer(context), input),
  }),
  deleteBranch: t.field({
    type: 'ID',
    description: 'Spec 2 §7 Branches: delete (creator only, else ‘Unable to remove the branch’).',
    authScopes: access('SIGNED_IN'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deleteBranch(context.app, signedInViewer(context), id),
  }),
  revokeBranchAccess: t.field({
    type: 'ID',
    description: 'Spec 2 §7 Branches: a member revokes own access (else ‘Unable to revoke access to the branch’).',
    authScopes: access('SIGNED_IN'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => revokeBranchAccess(context.app, signedInViewer(context), id),
  }),
}));

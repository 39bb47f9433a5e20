import { access, builder, IntegritySettingsInput, PageInput, signedInViewer } from '../../core/graphql/index.js';
import { refuseMissingVendorProfile } from '../../core/tenancy/index.js';
import { createProject, updateProject } from './project-commands.js';
import { ProjectCopyInput, ProjectFilter, ProjectInput } from './project-inputs.graphql.js';
import {
  askedProjectParts,
  ProjectFiltersRef,
  ProjectIssueRef,
  ProjectMemberRoleEnum,
  ProjectPageRef,
  ProjectRef,
  ProjectStatusEnum,
  ProjectUserRef,
} from './project-objects.graphql.js';
import { getProject, listProjectFilters, listProjects, listProjectUsers } from './project-queries.js';
import { updateProjectSettings } from './project-settings.js';
import { deleteProject, projectStatusIssues, updateProjectStatus } from './project-status.js';

builder.queryFields((t) => ({
  project: t.field({
    type: ProjectRef,
    description: 'A project of the tenant; another company’s or a deleted one answers as not found.',
    authScopes: access('SIGNED_IN'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context, info) =>
      getProject(context.app, signedInViewer(context), id, askedProjectParts(info)),
  }),
  projects: t.field({
    type: ProjectPageRef,
    description: 'Spec 2 §2 project list: never DELETED, ARCHIVED only with archived, newest first by default.',
    authScopes: access('SIGNED_IN'),
    args: { pagination: t.arg({ type: PageInput }), filter: t.arg({ type: ProjectFilter }) },
    resolve: async (_root, { pagination, filter }, context, info) => {
      const viewer = signedInViewer(context);
      await refuseMissingVendorProfile(context.app.db, viewer);
      return listProjects(context.app, viewer, pagination, filter, askedProjectParts(info, ['results']));
    },
  }),
  projectFilters: t.field({
    type: ProjectFiltersRef,
    description: 'The project types and clients used by the tenant’s projects (list filter options).',
    authScopes: access('SIGNED_IN'),
    resolve: (_root, _args, context) => listProjectFilters(context.app, signedInViewer(context)),
  }),
  projectStatusIssues: t.field({
    type: [ProjectIssueRef],
    description: 'Spec 2 §4 pre-transition issue check toward a status; only issues with a count above zero.',
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: ProjectStatusEnum, required: true }) },
    resolve: (_root, { id, status }, context) => projectStatusIssues(context.app, signedInViewer(context), id, status),
  }),
  projectUsers: t.field({
    type: [ProjectUserRef],
    description: 'The tenant’s active users who may take a project role (form pickers).',
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: { role: t.arg({ type: ProjectMemberRoleEnum, required: true }) },
    resolve: (_root, { role }, context) => listProjectUsers(context.app, signedInViewer(context), role),
  }),
}));

builder.mutationFields((t) => ({
  createProject: t.field({
    type: ProjectRef,
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: { input: t.arg({ type: ProjectInput, required: true }), copy: t.arg({ type: ProjectCopyInput }) },
    resolve: (_root, { input, copy }, context) =>
      createProject(context.app, signedInViewer(context), input, copy && { ...copy, id: copy.id }),
  }),
  updateProject: t.field({
    type: ProjectRef,
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: ProjectInput, required: true }),
    },
    resolve: (_root, { id, version, input }, context) =>
      updateProject(context.app, signedInViewer(context), id, version, input),
  }),
  updateProjectStatus: t.field({
    type: ProjectRef,
    description:
      'Spec 2 §4: the next status in the order (DELETED: admin only). An RFP or RFI completes only through ' +
      'selectWinners: the plain move from SCORING to COMPLETED is refused.',
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: ProjectStatusEnum, required: true }) },
    resolve: (_root, { id, status }, context) => updateProjectStatus(context.app, signedInViewer(context), id, status),
  }),
  deleteProject: t.boolean({
    description: 'Spec 2 §6: delete is admin only (MANAGE_ALL_PROJECTS); the project becomes DELETED.',
    authScopes: access('MANAGE_ALL_PROJECTS'),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await deleteProject(context.app, signedInViewer(context), id);
      return true;
    },
  }),
  updateProjectSettings: t.field({
    type: ProjectRef,
    authScopes: access('MANAGE_ALL_PROJECTS'),
    args: {
      id: t.arg.id({ required: true }),
      answersMaxLength: t.arg.int(),
      targetNumberRespondents: t.arg.int(),
      integrity: t.arg({ type: IntegritySettingsInput }),
    },
    resolve: (_root, { id, ...settings }, context) =>
      updateProjectSettings(context.app, signedInViewer(context), id, settings),
  }),
}));

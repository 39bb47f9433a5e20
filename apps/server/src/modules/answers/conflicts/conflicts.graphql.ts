import { CONFLICT_DESCRIPTION_MAX_LENGTH } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../../core/graphql/index.js';
import { findBrokerProject } from '../../../core/tenancy/index.js';
import { admitConflictedEvaluator, declareConflicts } from './conflict-commands.js';
import type { DeclarationRecord } from './conflict-records.js';
import {
  type AdmissionView,
  type DeclarationView,
  loadProjectConflicts,
  type ProjectConflicts,
  type ViewerSupplierConflict,
} from './conflict-view.js';

const ConflictStateEnum = builder.enumType('ConflictState', {
  values: ['UNDECLARED', 'NO_CONFLICT', 'CONFLICT', 'ADMITTED'] as const,
  description:
    'Issue 37: where a buy-side user stands with a supplier (latest declaration, and any admission after it).',
});

const OwnDeclarationRef = builder.objectRef<DeclarationRecord>('OwnConflictDeclaration').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.exposeID('id'),
    hasConflict: t.exposeBoolean('hasConflict'),
    description: t.exposeString('description', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SupplierConflictRef = builder.objectRef<ViewerSupplierConflict>('SupplierConflict').implement({
  authScopes: access('SIGNED_IN'),
  description: 'The viewer and one accepted supplier of the project: their standing and latest declaration.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The project product (ProjectProduct.id).' }),
    name: t.exposeString('name'),
    state: t.field({ type: ConflictStateEnum, resolve: (row) => row.state }),
    latest: t.field({ type: OwnDeclarationRef, nullable: true, resolve: (row) => row.latest }),
  }),
});

const DeclarationRecordRef = builder.objectRef<DeclarationView>('ConflictDeclarationRecord').implement({
  authScopes: access('SIGNED_IN'),
  description: 'Issue 37: one declaration (a record, never changed), as the project owners read it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId', { nullable: true }),
    userName: t.exposeString('userName'),
    userEmail: t.exposeString('userEmail'),
    supplierId: t.exposeID('projectProductId'),
    supplierName: t.exposeString('supplierName'),
    hasConflict: t.exposeBoolean('hasConflict'),
    description: t.exposeString('description', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sameDomain: t.exposeBoolean('sameDomain', {
      description: "The declarant's e-mail domain is one of the supplier's (website, profile or users' e-mails).",
    }),
    mayLetIn: t.exposeBoolean('mayLetIn', {
      description: "The declarant's latest declaration for the supplier, a conflict not let in yet.",
    }),
  }),
});

const AdmissionRecordRef = builder.objectRef<AdmissionView>('ConflictAdmissionRecord').implement({
  authScopes: access('SIGNED_IN'),
  description: 'Issue 37: a project owner let a user with a declared conflict in on a supplier, with a reason.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId', { nullable: true }),
    userName: t.exposeString('userName'),
    supplierId: t.exposeID('supplierId'),
    supplierName: t.exposeString('supplierName'),
    admittedByName: t.exposeString('admittedByName'),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ProjectConflictsRef = builder.objectRef<ProjectConflicts>('ConflictsOfInterest').implement({
  authScopes: access('SIGNED_IN'),
  description:
    'Issue 37 conflict-of-interest declarations: before reading a supplier’s answers or scores, each buy-side user ' +
    'declares no conflict or a conflict; a conflict hides that supplier from them unless a project owner lets them in.',
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    enabled: t.exposeBoolean('enabled', { description: 'The project’s conflictDeclarations feature is on.' }),
    isProjectOwner: t.exposeBoolean('isProjectOwner'),
    suppliers: t.field({ type: [SupplierConflictRef], resolve: (row) => row.suppliers }),
    pendingCount: t.exposeInt('pendingCount', { description: 'Suppliers hidden until the viewer declares.' }),
    hiddenCount: t.exposeInt('hiddenCount', { description: 'Suppliers hidden by the viewer’s declared conflict.' }),
    declarations: t.field({
      type: [DeclarationRecordRef],
      nullable: true,
      description: 'Every declaration, newest first: project owners only (null to others).',
      resolve: (row) => row.declarations,
    }),
    admissions: t.field({
      type: [AdmissionRecordRef],
      nullable: true,
      description: 'Every admission, newest first: project owners only (null to others).',
      resolve: (row) => row.admissions,
    }),
  }),
});

const ConflictDeclarationInputRef = builder.inputType('ConflictDeclarationInput', {
  fields: (t) => ({
    projectProductId: t.id({ required: true }),
    hasConflict: t.boolean({ required: true }),
    description: t.string({ description: `Required with a conflict; at most ${CONFLICT_DESCRIPTION_MAX_LENGTH}.` }),
  }),
});

builder.queryFields((t) => ({
  conflictsOfInterest: t.field({
    type: ProjectConflictsRef,
    description: 'Issue 37: the viewer’s conflict-of-interest declarations in a project of their company.',
    authScopes: access('SIGNED_IN'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: async (_root, { projectId }, context) => {
      const viewer = signedInViewer(context);
      return loadProjectConflicts(context.app.db, viewer, await findBrokerProject(context.app.db, viewer, projectId));
    },
  }),
}));

builder.mutationFields((t) => ({
  declareConflicts: t.field({
    type: ProjectConflictsRef,
    description:
      'Issue 37: declares, per accepted supplier, no conflict or a conflict with a description (each a new record). ' +
      'A declared conflict hides the supplier from the declarant and tells the project owners.',
    authScopes: access('SIGNED_IN'),
    args: {
      projectId: t.arg.id({ required: true }),
      declarations: t.arg({ type: [ConflictDeclarationInputRef], required: true }),
    },
    resolve: (_root, { projectId, declarations }, context) =>
      declareConflicts(
        context.app,
        signedInViewer(context),
        projectId,
        declarations.map((row) => ({ ...row, projectProductId: String(row.projectProductId) })),
      ),
  }),
  admitConflictedEvaluator: t.field({
    type: ProjectConflictsRef,
    description:
      'Issue 37: a project owner lets a user who declared a conflict with a supplier read it anyway, with a reason ' +
      '(1-500 characters; a record, never changed).',
    authScopes: access('SIGNED_IN'),
    args: {
      projectId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      projectProductId: t.arg.id({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => admitConflictedEvaluator(context.app, signedInViewer(context), args),
  }),
}));

import { createExtensionPoint } from './create-extension-point.js';
import type { DashboardSource } from './dashboard-sources.js';
import type { FileReadRule } from './file-read-rules.js';
import type { ImportedProjectSource } from './imported-projects.js';
import type { ProjectCopier } from './project-copiers.js';
import type { ProjectInvitationKind } from './project-invitations.js';
import type { ProjectIssueCheck } from './project-issue-checks.js';
import type { ProjectStatusHook } from './project-status-hooks.js';
import type { QuestionApprovers } from './question-approvers.js';
import type { TemplateApplier } from './template-appliers.js';

/**
 * Every extension point of the server, in one place. The module named first runs the point; the modules that add
 * to it do so from their manifest (modules/<module>/manifest.ts).
 */
export function createExtensionPoints() {
  return {
    /** projects: the pre-transition issue check toward IN_REVIEW and PUBLISHED (spec 2 §4, §8). */
    projectIssueChecks: createExtensionPoint<ProjectIssueCheck>('projectIssueChecks'),
    /** projects: what a clone, an RFI-based RFP or a next iteration copies of its base (spec 2 §7). */
    projectCopiers: createExtensionPoint<ProjectCopier>('projectCopiers'),
    /** projects: what other areas do, in the same transaction, when a project's status changes. */
    projectStatusHooks: createExtensionPoint<ProjectStatusHook>('projectStatusHooks'),
    /** projects: the figures of the project dashboard (spec 2 §9). */
    dashboardSources: createExtensionPoint<DashboardSource>('dashboardSources'),
    /** projects: who is told that questions await approval (spec 3 §4). */
    questionApprovers: createExtensionPoint<QuestionApprovers>('questionApprovers'),
    /** projects: what a chosen template gives a new project (spec 3 §4). */
    templateAppliers: createExtensionPoint<TemplateApplier>('templateAppliers'),
    /** projects: the draft an import gives a project created from it (spec 3 §5, origin IMPORT). */
    importedProjects: createExtensionPoint<ImportedProjectSource>('importedProjects'),
    /** files: who may read another company's file. */
    fileReadRules: createExtensionPoint<FileReadRule>('fileReadRules'),
    /** accounts: the project invitations a registration link may carry, asked in order (spec 2 §2). */
    projectInvitations: createExtensionPoint<ProjectInvitationKind>('projectInvitations'),
  };
}

export type ExtensionPoints = ReturnType<typeof createExtensionPoints>;

/** The server's extension points: one set per process, which the installed modules fill (installed-modules.ts). */
export const extensionPoints: ExtensionPoints = createExtensionPoints();

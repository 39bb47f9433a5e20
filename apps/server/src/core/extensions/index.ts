export type { ExtensionPoint, RegisterOptions, Unregister } from './create-extension-point.js';
export { createExtensionPoint } from './create-extension-point.js';
export type {
  DashboardAnswers,
  DashboardContext,
  DashboardFaq,
  DashboardFigures,
  DashboardPart,
  DashboardParts,
  DashboardQuestions,
  DashboardScoringSource,
  DashboardSource,
} from './dashboard-sources.js';
export { createExtensionPoints, type ExtensionPoints, extensionPoints } from './extension-points.js';
export type { FileReadContext, FileReadRule } from './file-read-rules.js';
export type { ImportedProjectContext, ImportedProjectSource } from './imported-projects.js';
export { installModules, type ModuleManifest, unregisterAll } from './module-manifest.js';
export type { CopiedIds, ProjectCopier, ProjectCopyContext, ProjectCopyOptions } from './project-copiers.js';
export type { ProjectInvitation, ProjectInvitationKind, ProjectInvitationLookup } from './project-invitations.js';
export type { CheckedStatus, ProjectIssueCheck, ProjectIssueContext } from './project-issue-checks.js';
export type { AfterStatusCommit, ProjectStatusContext, ProjectStatusHook } from './project-status-hooks.js';
export type { QuestionApprovers, QuestionApproversContext } from './question-approvers.js';
export type { TemplateApplier, TemplateApplyContext, TemplateRow } from './template-appliers.js';

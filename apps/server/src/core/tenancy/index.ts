export {
  assertBuySideUser,
  findProject,
  invitedProjects,
  isBuySideUser,
  newToSupplier,
  reachedProject,
  tenantProjects,
  usersSeeingProject,
  visibleDeadlines,
  visibleProjects,
  type ProjectRow,
} from './project-access.js';
export { clientMemberProjects } from './client-member-projects.js';
export { refuseMissingVendorProfile } from './vendor-profile-gate.js';
export {
  assertReadsTemplates,
  readableTemplateDrafts,
  templateAccess,
  templateQuestionnaireTerms,
  templateStatusOfDraft,
} from './template-access.js';

export {
  type BlindView,
  blindDownloadName,
  blindScoringOn,
  blindViewFor,
  blindViewOfProject,
  loadBlindView,
  type MaskableAnswer,
  seesAliases,
  seesAliasesIn,
} from './blind-scoring.js';
export {
  type BrokerProject,
  brokerProjectWhere,
  findBrokerProject,
  ownsProject,
  ownsProjectAs,
} from './broker-project.js';
export { clientMemberProjects } from './client-member-projects.js';
export {
  answersReadableBy,
  answersSealed,
  conflictsClear,
  someAnswersHidden,
} from './evaluation-access.js';
export { assertImporter, assertReadsImports, importQuestionnaireTerms, ownImportDrafts } from './import-access.js';
export {
  assertBuySideUser,
  findProject,
  invitedProjects,
  isBuySideUser,
  newToSupplier,
  type ProjectRow,
  reachedProject,
  type TenantSubject,
  tenantOf,
  tenantProjects,
  tenantProjectsOf,
  usersSeeingProject,
  visibleDeadlines,
  visibleProjects,
} from './project-access.js';
export {
  assertReadsTemplates,
  readableTemplateDrafts,
  templateAccess,
  templateQuestionnaireTerms,
  templateStatusOfDraft,
} from './template-access.js';
export { refuseMissingVendorProfile } from './vendor-profile-gate.js';

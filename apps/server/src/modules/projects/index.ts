// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './projects.graphql.js';
import './project-dashboard.graphql.js';
import './project-deadlines.graphql.js';
import './project-status-email.graphql.js';

export { scheduleDeadlineReminders } from './deadline-reminders.js';
export { registerProjectCopier } from './project-copy.js';
export { ParticipationStatusEnum } from './project-dashboard.graphql.js';
export { registerDashboardSource } from './project-dashboard.js';
export { registerProjectIssueCheck } from './project-issues.js';
export {
  notificationProjectOf,
  notifyBuySide,
  projectAudience,
  raiseMembersAdded,
  raiseStatusChanged,
  registerQuestionApprovers,
} from './project-notifications.js';
export {
  ProjectRef,
  ProjectSettingsRef,
  ProjectStatusEnum,
  ProjectTypeEnum,
  ProjectUserRef,
} from './project-objects.graphql.js';
export { registerProjectStatusHook } from './project-status-hooks.js';
export { type ProjectUser, toProjectUser, userName } from './project-view.js';

// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './projects.graphql.js';
import './project-dashboard.graphql.js';
import './project-deadlines.graphql.js';
import './project-status-email.graphql.js';

export { scheduleDeadlineReminders, sendDeadlineReminders } from './deadline-reminders.js';
export { projectsModule } from './manifest.js';
export { ParticipationStatusEnum } from './project-dashboard.graphql.js';
export {
  notificationProjectOf,
  notifyBuySide,
  projectAudience,
  raiseMembersAdded,
  raiseStatusChanged,
} from './project-notifications.js';
export {
  PART_OF_FIELD,
  ProjectRef,
  ProjectSettingsRef,
  ProjectStatusEnum,
  ProjectTypeEnum,
  ProjectUserRef,
  ROW_FIELDS,
} from './project-objects.graphql.js';
export { listProjects } from './project-queries.js';
export { type AlongsideStatus, moveProjectStatus } from './project-status.js';
export { type ProjectUser, type ProjectViewPart, toProjectUser, userName } from './project-view.js';

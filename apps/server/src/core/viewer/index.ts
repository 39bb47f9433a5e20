export {
  createSession,
  type IssuedSession,
  isSessionLive,
  purgeExpiredSessions,
  resolveSession,
  revokeSessionByToken,
  revokeUserSessions,
  SESSION_COOKIE,
} from './sessions.js';
export {
  type CompanyRow,
  isUuid,
  ON_BEHALF_HEADER,
  onBuySide,
  type RoleRow,
  resolveViewer,
  type UserRow,
  type Viewer,
} from './viewer.js';

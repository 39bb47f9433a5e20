export {
  SESSION_COOKIE,
  createSession,
  isSessionLive,
  purgeExpiredSessions,
  resolveSession,
  revokeSessionByToken,
  revokeUserSessions,
  type IssuedSession,
} from './sessions.js';
export {
  ON_BEHALF_HEADER,
  isUuid,
  onBuySide,
  resolveViewer,
  type CompanyRow,
  type RoleRow,
  type UserRow,
  type Viewer,
} from './viewer.js';

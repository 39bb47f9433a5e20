export {
  type AppConfig,
  canChangePassword,
  type Profile,
  privilegesOf,
  type Session,
  SessionContext,
  type SignOutOptions,
  useAccess,
  useOptionalSession,
  useSession,
  type WebAccessRule,
} from './session-context';
export { SessionDocument } from './session-query';

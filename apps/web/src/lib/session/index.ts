export {
  SessionContext,
  canChangePassword,
  privilegesOf,
  useAccess,
  useOptionalSession,
  useSession,
  type AppConfig,
  type Profile,
  type Session,
  type SignOutOptions,
  type WebAccessRule,
} from './session-context';
export { SessionDocument } from './session-query';

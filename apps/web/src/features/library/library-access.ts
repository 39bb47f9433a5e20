import type { WebAccessRule } from '../../lib/session/session-context';

/** Spec 3 §2 MeshVault needs MANAGE_PROJECT_QUESTIONS. */
export const libraryUsers: WebAccessRule = 'MANAGE_PROJECT_QUESTIONS';

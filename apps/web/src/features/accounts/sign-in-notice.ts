/** Router state that makes the sign-in page show a success message (after registration or a password change). */
export interface SignInNotice {
  message: string;
}

export function signInNotice(message: string): SignInNotice {
  return { message };
}

export function readSignInNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' ? state.message : null;
}

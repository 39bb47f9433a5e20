import { z } from 'zod';

/** Router state that makes the sign-in page show a success message (after registration or a password change). */
export interface SignInNotice {
  message: string;
}

const noticeSchema = z.object({ message: z.string() });

export function signInNotice(message: string): SignInNotice {
  return { message };
}

export function readSignInNotice(state: unknown): string | null {
  const parsed = noticeSchema.safeParse(state);
  return parsed.success ? parsed.data.message : null;
}

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Please sign in again.';

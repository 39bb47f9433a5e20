import { z } from 'zod';

const noticeSchema = z.object({ message: z.string() });

/** Router state that makes the sign-in page show a success message (after registration or a password change). */
export function signInNotice(message: string): z.infer<typeof noticeSchema> {
  return { message };
}

export function readSignInNotice(state: unknown): string | null {
  const parsed = noticeSchema.safeParse(state);
  return parsed.success ? parsed.data.message : null;
}

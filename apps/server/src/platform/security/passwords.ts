import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's const enum Algorithm.Argon2id, which isolated modules cannot import. */
const ARGON2ID = 2;

/** OWASP ASVS level 2: argon2id with 19 MiB of memory and two passes. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Verify against a throwaway hash when there is none, so unknown accounts take as long as known ones.
  const target = passwordHash ?? (await dummyHash());
  const matches = await verify(target, password).catch(() => false);
  return passwordHash !== null && matches;
}

let cachedDummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  cachedDummy ??= hashPassword('dummy-password-for-timing');
  return cachedDummy;
}

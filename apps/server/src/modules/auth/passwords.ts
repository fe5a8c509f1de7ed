import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id settings: 19 MiB memory, 2 iterations, 1 lane. 2 is Algorithm.Argon2id (a const enum).
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

let decoyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or against a decoy when there is none, so both cases take the same time. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const target = storedHash ?? (await decoyHash);
  const matches = await verify(target, password).catch(() => false);
  return matches && storedHash !== undefined;
}

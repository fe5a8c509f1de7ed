import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP settings and a random salt', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toContain('correct horse battery');
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('answers false when there is no stored hash, even for the decoy password', async () => {
    expect(await verifyPassword(undefined, 'anything at all')).toBe(false);
    expect(await verifyPassword(undefined, 'decoy password that matches nothing')).toBe(false);
  });

  it('answers false, not an exception, for a corrupt stored hash', async () => {
    expect(await verifyPassword('not-a-hash', 'correct horse battery')).toBe(false);
  });
});

import type { z } from 'zod';

/** Bodies kept per instance by default; a farmer has a handful of crops and pages. */
const MAX_ENTRIES = 5000;

/**
 * Answers that depend on one farmer's saved data, serialised once and reused for `ttlMs` (the bound on how late a
 * change saved through another instance shows up here) or until this instance saves a change for the farmer and
 * calls `forget`. A cached answer costs no database read and no serialisation.
 */
export class UserBodyCache<T> {
  private readonly bodies = new Map<string, { body: Buffer; expiresAt: number }>();

  constructor(
    private readonly schema: z.ZodType<T>,
    private readonly ttlMs: number,
  ) {}

  async body(userId: string, key: string, compute: () => Promise<T>): Promise<Buffer> {
    const entryKey = `${userId}|${key}`;
    const held = this.bodies.get(entryKey);
    if (held && held.expiresAt > Date.now()) return held.body;
    const body = Buffer.from(JSON.stringify(this.schema.parse(await compute())));
    this.bodies.delete(entryKey);
    this.bodies.set(entryKey, { body, expiresAt: Date.now() + this.ttlMs });
    if (this.bodies.size > MAX_ENTRIES) this.bodies.delete(this.bodies.keys().next().value!);
    return body;
  }

  /** After the farmer saves, on this instance, something the cached answers show. */
  forget(userId: string): void {
    for (const key of this.bodies.keys()) if (key.startsWith(`${userId}|`)) this.bodies.delete(key);
  }
}

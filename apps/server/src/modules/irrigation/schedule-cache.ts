import { scheduleResponseSchema, type ScheduleResponse } from '@farmsight/contracts';

/** Bodies kept per instance; a farmer has a handful of crops. */
const MAX_ENTRIES = 5000;

/**
 * The schedule of one farmer's crop, serialised once and reused for `ttlMs` (the bound on how late a setting or
 * logged irrigation saved through another instance shows up here) or until this instance saves one for the farmer.
 * A warm forecast leaves three database reads and two balance runs per request; this leaves none.
 */
export class ScheduleBodyCache {
  private readonly bodies = new Map<string, { body: Buffer; expiresAt: number }>();

  constructor(private readonly ttlMs: number) {}

  async body(userId: string, cropId: string, compute: () => Promise<ScheduleResponse>): Promise<Buffer> {
    const key = `${userId}|${cropId}`;
    const held = this.bodies.get(key);
    if (held && held.expiresAt > Date.now()) return held.body;
    const body = Buffer.from(JSON.stringify(scheduleResponseSchema.parse(await compute())));
    this.bodies.delete(key);
    this.bodies.set(key, { body, expiresAt: Date.now() + this.ttlMs });
    if (this.bodies.size > MAX_ENTRIES) this.bodies.delete(this.bodies.keys().next().value!);
    return body;
  }

  /** After the farmer saves settings or an irrigation on this instance. */
  forget(userId: string): void {
    for (const key of this.bodies.keys()) if (key.startsWith(`${userId}|`)) this.bodies.delete(key);
  }
}

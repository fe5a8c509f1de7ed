import type { WaterSourceRequest } from '@farmsight/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { waterSources } from '../../db/schema';

export type WaterSourceRow = typeof waterSources.$inferSelect;

/** Saves a source; a pump measured by the time it takes to fill a drum is stored as its flow. */
export async function addWaterSource(db: Database, userId: string, source: WaterSourceRequest): Promise<WaterSourceRow> {
  const { drumLitres, drumFillSeconds, ...rest } = source;
  const flowLitresPerSecond = source.flowLitresPerSecond ?? (drumLitres && drumFillSeconds ? drumLitres / drumFillSeconds : undefined);
  const [row] = await db
    .insert(waterSources)
    .values({ userId, ...rest, flowLitresPerSecond })
    .returning();
  return row!;
}

export async function findWaterSource(db: Database, userId: string, sourceId: string): Promise<WaterSourceRow | undefined> {
  if (!isUuid(sourceId)) return undefined;
  const [row] = await db
    .select()
    .from(waterSources)
    .where(and(eq(waterSources.id, sourceId), eq(waterSources.userId, userId)))
    .limit(1);
  return row;
}

export async function setWaterLevel(db: Database, sourceId: string, currentLitres: number): Promise<WaterSourceRow> {
  const [row] = await db.update(waterSources).set({ currentLitres, updatedAt: new Date() }).where(eq(waterSources.id, sourceId)).returning();
  return row!;
}

export async function listWaterSources(db: Database, userId: string): Promise<WaterSourceRow[]> {
  return db.select().from(waterSources).where(eq(waterSources.userId, userId)).orderBy(asc(waterSources.createdAt), asc(waterSources.id));
}

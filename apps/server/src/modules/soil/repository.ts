import type { SavedSoilTest } from '@farmsight/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { soilTests } from '../../db/schema';
import type { SoilTest } from './analyze-soil';

/** How many of a farmer's latest soil tests the list returns. */
export const SOIL_TESTS_LIMIT = 50;

type SoilTestRow = typeof soilTests.$inferSelect;

const toSoilTest = (row: SoilTestRow): SavedSoilTest => ({
  id: row.id,
  pH: row.ph,
  nitrogen: row.nitrogenPpm,
  phosphorus: row.phosphorusPpm,
  potassium: row.potassiumPpm,
  testedAt: row.createdAt.toISOString(),
});

export async function saveSoilTest(db: Database, userId: string, test: SoilTest): Promise<void> {
  await db.insert(soilTests).values({
    userId,
    ph: test.pH ?? null,
    nitrogenPpm: test.nitrogen ?? null,
    phosphorusPpm: test.phosphorus ?? null,
    potassiumPpm: test.potassium ?? null,
  });
}

/** The farmer's soil tests, newest first. */
export async function listSoilTests(db: Database, userId: string, limit = SOIL_TESTS_LIMIT): Promise<SavedSoilTest[]> {
  const rows = await db.select().from(soilTests).where(eq(soilTests.userId, userId)).orderBy(desc(soilTests.createdAt), desc(soilTests.id)).limit(limit);
  return rows.map(toSoilTest);
}

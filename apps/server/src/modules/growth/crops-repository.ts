import type { CropAnalysis, MeasurementRequest, SavedMeasurement } from '@farmsight/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { cropMeasurements, crops } from '../../db/schema';
import type { GrowthAnalysis } from './growth-model';

/** How many of a farmer's latest analyses GET /getcrop returns. */
export const SAVED_CROPS_LIMIT = 50;

/** What the analysis column holds; the response schema checks it again on the way out. */
type StoredAnalysis = Pick<CropAnalysis, 'growthData' | 'message' | 'parameters'>;

type CropRow = typeof crops.$inferSelect;
type MeasurementRow = typeof cropMeasurements.$inferSelect;

const toMeasurement = (row: MeasurementRow): SavedMeasurement => ({ id: row.id, day: row.day, moisture: row.moisture, height: row.height });

function toCropAnalysis(row: CropRow, measurements: MeasurementRow[]): CropAnalysis {
  return {
    id: row.id,
    cropType: row.cropType,
    seedingDate: row.seedingDate,
    harvestDate: row.harvestDate,
    ...(row.analysis as StoredAnalysis),
    measurements: measurements.map(toMeasurement),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function saveCropAnalysis(db: Database, userId: string, seedingDate: string, analysis: GrowthAnalysis): Promise<CropAnalysis> {
  const { growthData, message, parameters } = analysis;
  const [row] = await db
    .insert(crops)
    .values({ userId, cropType: analysis.cropType, seedingDate, harvestDate: analysis.harvestDate, analysis: { growthData, message, parameters } satisfies StoredAnalysis })
    .returning();
  return toCropAnalysis(row!, []);
}

/** The farmer's latest analyses, newest first, each with its measurements in the order they were entered. */
export async function listCropAnalyses(db: Database, userId: string): Promise<CropAnalysis[]> {
  const rows = await db.select().from(crops).where(eq(crops.userId, userId)).orderBy(desc(crops.createdAt), desc(crops.id)).limit(SAVED_CROPS_LIMIT);
  if (rows.length === 0) return [];
  const measurements = await db
    .select()
    .from(cropMeasurements)
    .where(inArray(cropMeasurements.cropId, rows.map((row) => row.id)))
    .orderBy(asc(cropMeasurements.createdAt), asc(cropMeasurements.id));
  return rows.map((row) => toCropAnalysis(row, measurements.filter((measurement) => measurement.cropId === row.id)));
}

export type SavedCropRow = CropRow;

/** One of the farmer's own saved crops, or with no id the latest; undefined for another farmer's or an unknown id. */
export async function findOwnedCrop(db: Database, userId: string, cropId?: string): Promise<CropRow | undefined> {
  if (cropId !== undefined && !isUuid(cropId)) return undefined;
  const [row] = await db
    .select()
    .from(crops)
    .where(cropId === undefined ? eq(crops.userId, userId) : and(eq(crops.id, cropId), eq(crops.userId, userId)))
    .orderBy(desc(crops.createdAt), desc(crops.id))
    .limit(1);
  return row;
}

/** Adds a reading to one of the farmer's own crops; undefined when the farmer has no crop with this id. */
export async function addMeasurement(db: Database, userId: string, cropId: string, measurement: MeasurementRequest): Promise<SavedMeasurement | undefined> {
  if (!(await findOwnedCrop(db, userId, cropId))) return undefined;
  const [row] = await db.insert(cropMeasurements).values({ cropId, ...measurement }).returning();
  return toMeasurement(row!);
}

import type { CropAnalysis, GrowthParameters, Harvest, Measurement, SavedMeasurement } from '@farmsight/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { cropMeasurements, crops } from '../../db/schema';
import type { GrowthAnalysis } from './growth-model';
import { yieldTPerHa } from './harvest';

/** How many of a farmer's latest analyses GET /getcrop returns. */
export const SAVED_CROPS_LIMIT = 50;

/** What the analysis column holds; the response schema checks it again on the way out. */
type StoredAnalysis = Pick<CropAnalysis, 'growthData' | 'message' | 'workings' | 'parameters'>;

type CropRow = typeof crops.$inferSelect;
type MeasurementRow = typeof cropMeasurements.$inferSelect;

const toMeasurement = (row: MeasurementRow): SavedMeasurement => ({ id: row.id, day: row.day, moisture: row.moisture, height: row.height });

/** A saved analysis as it was answered, without its readings. */
export function savedAnalysis(row: CropRow): Omit<CropAnalysis, 'measurements'> {
  return {
    id: row.id,
    cropType: row.cropType,
    seedingDate: row.seedingDate,
    harvestDate: row.harvestDate,
    ...(row.analysis as StoredAnalysis),
    createdAt: row.createdAt.toISOString(),
  };
}

const toCropAnalysis = (row: CropRow, measurements: MeasurementRow[]): CropAnalysis => ({
  ...savedAnalysis(row),
  measurements: measurements.map(toMeasurement),
});

export async function saveCropAnalysis(
  db: Database,
  userId: string,
  seedingDate: string,
  analysis: GrowthAnalysis,
  sownAreaHa?: number,
): Promise<CropAnalysis> {
  const { growthData, message, workings, parameters } = analysis;
  const [row] = await db
    .insert(crops)
    .values({
      userId,
      cropType: analysis.cropType,
      seedingDate,
      harvestDate: analysis.harvestDate,
      analysis: { growthData, message, workings, parameters } satisfies StoredAnalysis,
      sownAreaHa,
    })
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
    .where(
      inArray(
        cropMeasurements.cropId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(cropMeasurements.createdAt), asc(cropMeasurements.id));
  return rows.map((row) =>
    toCropAnalysis(
      row,
      measurements.filter((measurement) => measurement.cropId === row.id),
    ),
  );
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

/** The parameters a saved analysis was computed with: its readings are judged by them. */
export const storedParameters = (row: CropRow) => (row.analysis as StoredAnalysis).parameters;

/** A crop's readings in the order they were entered. */
export async function listMeasurements(db: Database, cropId: string): Promise<SavedMeasurement[]> {
  const rows = await db
    .select()
    .from(cropMeasurements)
    .where(eq(cropMeasurements.cropId, cropId))
    .orderBy(asc(cropMeasurements.createdAt), asc(cropMeasurements.id));
  return rows.map(toMeasurement);
}

/** The harvest saved on a crop row, or null while it is still in the field. */
export function harvestOf(row: Pick<CropRow, 'harvestedOn' | 'harvestQuantityKg' | 'harvestAreaHa'>): Harvest | null {
  if (row.harvestedOn === null || row.harvestQuantityKg === null || row.harvestAreaHa === null) return null;
  return {
    date: row.harvestedOn,
    quantityKg: row.harvestQuantityKg,
    areaHa: row.harvestAreaHa,
    yieldTPerHa: yieldTPerHa(row.harvestQuantityKg, row.harvestAreaHa),
  };
}

const summaryColumns = {
  id: crops.id,
  cropType: crops.cropType,
  seedingDate: crops.seedingDate,
  harvestDate: crops.harvestDate,
  harvestedOn: crops.harvestedOn,
  harvestQuantityKg: crops.harvestQuantityKg,
  harvestAreaHa: crops.harvestAreaHa,
  createdAt: crops.createdAt,
  // Only the four stage lengths leave the database, not the curve.
  stageLengths: sql<GrowthParameters['stageLengths']>`${crops.analysis}->'parameters'->'stageLengths'`,
};

/** One page of the farmer's crops, newest first, without their curves; one row more than asked tells if more follow. */
export async function listCropSummaryRows(db: Database, userId: string, page: { limit: number; offset: number }) {
  return db
    .select(summaryColumns)
    .from(crops)
    .where(eq(crops.userId, userId))
    .orderBy(desc(crops.createdAt), desc(crops.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

/** Saves the harvest on a crop still in the field; undefined when it was already marked harvested. */
export async function saveHarvest(db: Database, cropId: string, harvest: { date: string; quantityKg: number; areaHa: number }): Promise<CropRow | undefined> {
  const [row] = await db
    .update(crops)
    .set({ harvestedOn: harvest.date, harvestQuantityKg: harvest.quantityKg, harvestAreaHa: harvest.areaHa })
    .where(and(eq(crops.id, cropId), isNull(crops.harvestedOn)))
    .returning();
  return row;
}

/** The farmer's harvested crops, in the order they were harvested. */
export async function listHarvestedCrops(db: Database, userId: string) {
  return db
    .select(summaryColumns)
    .from(crops)
    .where(and(eq(crops.userId, userId), isNotNull(crops.harvestedOn)))
    .orderBy(asc(crops.harvestedOn), asc(crops.createdAt));
}

/** The name of the crop the farmer sowed last (by seeding date), for rotation advice; undefined with none saved. */
/** The farmer's most recently sown crop: its type, its expected harvest and, once cut, the harvest date. */
export async function latestSownCrop(db: Database, userId: string): Promise<{ cropType: string; harvestDate: string; harvestedOn: string | null } | undefined> {
  const [row] = await db
    .select({ cropType: crops.cropType, harvestDate: crops.harvestDate, harvestedOn: crops.harvestedOn })
    .from(crops)
    .where(eq(crops.userId, userId))
    .orderBy(desc(crops.seedingDate), desc(crops.createdAt))
    .limit(1);
  return row;
}

/** Adds a reading to one of the farmer's own crops, with the parameters it is judged by; undefined when the farmer has no crop with this id. */
export async function addMeasurement(
  db: Database,
  userId: string,
  cropId: string,
  /** The reading as stored, from the crop's parameters (a moisture given by feel becomes % by volume for its soil). */
  measurementFor: (parameters: GrowthParameters) => Measurement,
): Promise<{ measurement: SavedMeasurement; parameters: GrowthParameters } | undefined> {
  const crop = await findOwnedCrop(db, userId, cropId);
  if (!crop) return undefined;
  const parameters = storedParameters(crop);
  const [row] = await db
    .insert(cropMeasurements)
    .values({ cropId, ...measurementFor(parameters) })
    .returning();
  return { measurement: toMeasurement(row!), parameters };
}

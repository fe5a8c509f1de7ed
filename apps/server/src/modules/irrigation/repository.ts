import {
  pumpedWaterKinds,
  type IrrigationMethod,
  type IrrigationSettings,
  type IrrigationUnit,
  type SavedIrrigationEvent,
  type SoilTexture,
  type WaterSourceKind,
} from '@farmsight/contracts';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { crops, irrigationEvents, irrigationSettings, waterSources } from '../../db/schema';
import { applicationEfficiency } from './data/methods';

/** What applies while the farmer has saved nothing, as the screen states. */
const DEFAULT_SETTINGS = { soilTexture: 'loam', irrigationMethod: 'surface' } as const satisfies {
  soilTexture: SoilTexture;
  irrigationMethod: IrrigationMethod;
};

export async function getSettings(db: Database, userId: string): Promise<IrrigationSettings> {
  const [row] = await db.select().from(irrigationSettings).where(eq(irrigationSettings.userId, userId)).limit(1);
  const soilTexture = (row?.soilTexture ?? DEFAULT_SETTINGS.soilTexture) as SoilTexture;
  const irrigationMethod = (row?.irrigationMethod ?? DEFAULT_SETTINGS.irrigationMethod) as IrrigationMethod;
  const alternateWettingDrying = row?.alternateWettingDrying ?? false;
  return { soilTexture, irrigationMethod, alternateWettingDrying, efficiency: applicationEfficiency[irrigationMethod], isDefault: !row };
}

export async function saveSettings(
  db: Database,
  userId: string,
  settings: { soilTexture: SoilTexture; irrigationMethod: IrrigationMethod; alternateWettingDrying: boolean },
): Promise<IrrigationSettings> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(irrigationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: irrigationSettings.userId, set: values });
  return { ...settings, efficiency: applicationEfficiency[settings.irrigationMethod], isDefault: false };
}

type EventRow = typeof irrigationEvents.$inferSelect;
const toEvent = (row: EventRow): SavedIrrigationEvent => ({
  id: row.id,
  cropId: row.cropId,
  date: row.date,
  depthMm: row.depthMm,
  unit: row.unit as IrrigationUnit,
  amount: row.amount ?? row.depthMm,
  createdAt: row.createdAt.toISOString(),
});

export interface IrrigationEventRow {
  cropId: string;
  date: string;
  /** Gross mm over the crop's sown area. */
  depthMm: number;
  unit: IrrigationUnit;
  amount: number;
}

export async function addIrrigationEvent(db: Database, event: IrrigationEventRow): Promise<SavedIrrigationEvent> {
  const [row] = await db.insert(irrigationEvents).values(event).returning();
  return toEvent(row!);
}

/** The farmer's logged irrigations, oldest first; only those of one crop when cropId is given. */
export async function listIrrigationEvents(db: Database, userId: string, cropId?: string): Promise<SavedIrrigationEvent[]> {
  const rows = await db
    .select({ event: irrigationEvents })
    .from(irrigationEvents)
    .innerJoin(crops, eq(crops.id, irrigationEvents.cropId))
    .where(cropId === undefined ? eq(crops.userId, userId) : and(eq(crops.userId, userId), eq(irrigationEvents.cropId, cropId)))
    .orderBy(asc(irrigationEvents.date), asc(irrigationEvents.createdAt));
  return rows.map((row) => toEvent(row.event));
}

export interface FarmWater {
  /** The flow of the farm's pump (a tubewell's or borewell's first, else any source with one), litres a second. */
  pumpLitresPerSecond: number | null;
  /** The farm's canal turn: its weekly hours and, when known, the outlet's flow. */
  canal: { turnHoursPerWeek: number; flowLitresPerSecond: number | null } | null;
}

/** The pump and canal turn the schedule and the irrigation log count hours and turns with. */
export async function farmWaterOf(db: Database, userId: string): Promise<FarmWater> {
  const rows = await db
    .select({ kind: waterSources.kind, flow: waterSources.flowLitresPerSecond, turnHours: waterSources.turnHoursPerWeek })
    .from(waterSources)
    .where(and(eq(waterSources.userId, userId), or(isNotNull(waterSources.flowLitresPerSecond), isNotNull(waterSources.turnHoursPerWeek))))
    .orderBy(asc(waterSources.createdAt), asc(waterSources.id));
  const pumps = rows.filter((row) => row.kind !== 'canal' && row.flow !== null);
  const pump = pumps.find((row) => pumpedWaterKinds.includes(row.kind as WaterSourceKind)) ?? pumps[0];
  const canal = rows.find((row) => row.kind === 'canal' && row.turnHours !== null);
  return {
    pumpLitresPerSecond: pump?.flow ?? null,
    canal: canal ? { turnHoursPerWeek: canal.turnHours!, flowLitresPerSecond: canal.flow } : null,
  };
}

/** Logged depths per date, summed: what the balance adds as irrigation. */
export function irrigationByDate(events: readonly SavedIrrigationEvent[]): Map<string, number> {
  const byDate = new Map<string, number>();
  for (const event of events) byDate.set(event.date, (byDate.get(event.date) ?? 0) + event.depthMm);
  return byDate;
}

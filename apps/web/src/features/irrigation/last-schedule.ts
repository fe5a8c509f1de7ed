import { scheduleResponseSchema, type ScheduleResponse } from '@farmsight/contracts';

/** The last schedule this device received for a crop, kept so the page still has one offline. */
const storageKey = (cropId: string | undefined) => `farmsight-schedule-${cropId ?? 'latest'}`;

export interface StoredSchedule {
  savedAt: string;
  schedule: ScheduleResponse;
}

/** Kept under the crop's id and as the latest, since offline the crop list may not load to name the crop. */
export function storeSchedule(schedule: ScheduleResponse, savedAt = new Date()) {
  const value = JSON.stringify({ savedAt: savedAt.toISOString(), schedule });
  for (const key of [storageKey(schedule.cropId), storageKey(undefined)]) localStorage.setItem(key, value);
}

export function storedSchedule(cropId: string | undefined): StoredSchedule | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(cropId)) ?? 'null') as { savedAt?: unknown; schedule?: unknown } | null;
    if (!stored || typeof stored.savedAt !== 'string') return null;
    const parsed = scheduleResponseSchema.safeParse(stored.schedule);
    return parsed.success ? { savedAt: stored.savedAt, schedule: parsed.data } : null;
  } catch {
    return null;
  }
}

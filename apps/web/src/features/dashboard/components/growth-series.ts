export interface DayReading {
  day: number;
  moisture: number;
  height: number;
}

/** Every day that either series has, in order. */
export function unionOfDays(...series: DayReading[][]): number[] {
  return [...new Set(series.flat().map((reading) => reading.day))].sort((a, b) => a - b);
}

/** The series' value on each day, null where it has none (a later reading of the same day wins). */
export function valuesOnDays<T extends DayReading>(days: number[], readings: T[], value: (reading: T) => number): (number | null)[] {
  const byDay = new Map(readings.map((reading) => [reading.day, value(reading)]));
  return days.map((day) => byDay.get(day) ?? null);
}

import { describe, expect, it } from 'vitest';
import { measurementRequestSchema } from './schemas/growth';
import { moistureFromFeel, soilFeelClasses } from './soil-feel';

describe('soil moisture by feel', () => {
  // FAO-56 Table 19's loam: field capacity 25 %, wilting point 12 % by volume, so 13 % of available water.
  const loam = { fieldCapacityPercent: 25, wiltingPointPercent: 12 };

  it('turns each class into the middle of its share of the available water, above the wilting point', () => {
    expect(soilFeelClasses.map((feel) => moistureFromFeel(feel, loam))).toEqual([13.6, 16.9, 20.1, 23.4, 25]);
  });

  it('takes a reading with the moisture as a number or by feel, never neither nor both', () => {
    expect(measurementRequestSchema.safeParse({ day: 3, moisture: 20, height: 4 }).success).toBe(true);
    expect(measurementRequestSchema.safeParse({ day: 3, feel: '25-50', height: 4 }).success).toBe(true);
    expect(measurementRequestSchema.safeParse({ day: 3, height: 4 }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['moisture', 'Please fill in all fields for day, moisture, and height.'],
    ]);
    expect(measurementRequestSchema.safeParse({ day: 3, moisture: 20, feel: '25-50', height: 4 }).error?.issues[0]?.path).toEqual(['feel']);
  });
});

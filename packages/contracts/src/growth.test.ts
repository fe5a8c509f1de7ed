import { describe, expect, it } from 'vitest';
import { INVALID_SEEDING_DATE_MESSAGE, isoDateOf } from './growth';
import { submitCropDataSchema } from './schemas/growth';

describe('seeding dates as farmers type them', () => {
  it('reads YYYY-MM-DD and day-first DD/MM/YYYY as the same day', () => {
    expect(isoDateOf('2026-06-15')).toBe('2026-06-15');
    expect(isoDateOf('15/06/2026')).toBe('2026-06-15');
    expect(isoDateOf('5/6/2026')).toBe('2026-06-05');
  });

  it('refuses what is not a real date, or is written another way', () => {
    for (const typed of ['31/02/2026', '2026-02-30', '06/15/2026', '15.06.2026', '15/06/26', 'tomorrow', '']) expect(isoDateOf(typed)).toBeUndefined();
  });

  it('the analysis request carries the date as YYYY-MM-DD whichever way it was typed', () => {
    expect(submitCropDataSchema.parse({ cropType: 'Wheat', seedingDate: ' 15/06/2026 ' })).toEqual({ cropType: 'Wheat', seedingDate: '2026-06-15' });
    const refused = submitCropDataSchema.safeParse({ cropType: 'Wheat', seedingDate: '31/02/2026' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['seedingDate', INVALID_SEEDING_DATE_MESSAGE]]);
  });
});

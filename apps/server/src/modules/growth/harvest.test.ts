import { describe, expect, it } from 'vitest';
import { farmRegion } from '../../knowledge';
import { compareYield } from './harvest';

const punjab = farmRegion([30.9, 75.85]);

describe('compareYield', () => {
  it('writes the yield and the range in t/ha when the farmer has chosen no unit', () => {
    expect(compareYield('rice', 6, punjab).text).toBe('Your yield: 6 t/ha, below the typical 6.2-9.2 t/ha for Rice in Punjab.');
  });

  it("writes them in the farmer's yield unit: quintals per acre or per hectare, in either language", () => {
    // 6 t/ha = 60 quintals per hectare = 24.3 quintals per acre; the range 6.2-9.2 t/ha = 25.1-37.2 quintals per acre.
    expect(compareYield('rice', 6, punjab, 'en', 'quintal-per-acre').text).toBe(
      'Your yield: 24.3 quintals per acre, below the typical 25.1-37.2 quintals per acre for Rice in Punjab.',
    );
    expect(compareYield('rice', 6, punjab, 'hi', 'quintal-per-hectare').text).toBe(
      'आपकी उपज: 60 क्विंटल प्रति हेक्टेयर, जो पंजाब में धान (चावल) की आम उपज 62-92 क्विंटल प्रति हेक्टेयर से कम है।',
    );
    expect(compareYield('wheat', 4.5, punjab, 'en', 'quintal-per-hectare').text).toBe(
      'Your yield: 45 quintals per hectare. The catalogue has no typical yield range for Wheat in Punjab yet, so it is not compared.',
    );
  });
});

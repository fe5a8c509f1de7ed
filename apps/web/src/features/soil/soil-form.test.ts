import { describe, expect, it } from 'vitest';
import { toSoilRequest } from './soil-form';

describe('toSoilRequest', () => {
  it('parses pH as a decimal and N, P and K as integers under the spec keys', () => {
    expect(toSoilRequest({ pH: ' 6.45 ', nitrogen: '12.9', phosphorus: '0', potassium: '150' })).toEqual({
      request: { soilData: { 'Soil pH': 6.45, 'Nitrogen (N)': 12, 'Phosphorus (P)': 0, 'Potassium (K)': 150 } },
    });
  });

  it('requires every field, in order', () => {
    expect(toSoilRequest({ pH: '', nitrogen: '', phosphorus: '', potassium: '' })).toEqual({ error: 'Enter a number for Soil pH.' });
    expect(toSoilRequest({ pH: '6', nitrogen: 'x', phosphorus: '', potassium: '' })).toEqual({ error: 'Enter a number for Nitrogen (N) in ppm.' });
    expect(toSoilRequest({ pH: '6', nitrogen: '1', phosphorus: '2', potassium: ' ' })).toEqual({ error: 'Enter a number for Potassium (K) in ppm.' });
  });
});

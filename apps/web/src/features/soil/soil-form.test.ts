import { describe, expect, it } from 'vitest';
import { toSoilRequest } from './soil-form';

describe('toSoilRequest', () => {
  it('keeps the values as typed under the spec keys: 12.9 ppm stays 12.9', () => {
    expect(toSoilRequest({ pH: ' 6.45 ', nitrogen: '12.9', phosphorus: '0', potassium: '150' })).toEqual({
      request: { soilData: { 'Soil pH': 6.45, 'Nitrogen (N)': 12.9, 'Phosphorus (P)': 0, 'Potassium (K)': 150 } },
    });
  });

  it('requires every field, in order, naming the one at fault', () => {
    expect(toSoilRequest({ pH: '', nitrogen: '', phosphorus: '', potassium: '' })).toEqual({ error: { field: 'pH', message: 'Enter a number for Soil pH.' } });
    expect(toSoilRequest({ pH: '6', nitrogen: 'x', phosphorus: '', potassium: '' })).toEqual({
      error: { field: 'nitrogen', message: 'Enter a number for Nitrogen (N) in ppm.' },
    });
    expect(toSoilRequest({ pH: '6', nitrogen: '1', phosphorus: '2', potassium: ' ' })).toEqual({
      error: { field: 'potassium', message: 'Enter a number for Potassium (K) in ppm.' },
    });
  });

  it("applies the contract's ranges", () => {
    expect(toSoilRequest({ pH: '15', nitrogen: '1', phosphorus: '2', potassium: '3' })).toEqual({ error: { field: 'pH', message: 'Soil pH must be a number from 0 to 14.' } });
    expect(toSoilRequest({ pH: '6', nitrogen: '1', phosphorus: '20000', potassium: '3' })).toEqual({
      error: { field: 'phosphorus', message: 'Phosphorus (P) must be a number of ppm from 0 to 10000.' },
    });
  });
});

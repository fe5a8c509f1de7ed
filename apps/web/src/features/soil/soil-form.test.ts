import { describe, expect, it } from 'vitest';
import { emptySoilForm, toSoilRequest, type SoilFormValues } from './soil-form';

const form = (values: Partial<SoilFormValues>): SoilFormValues => ({ ...emptySoilForm('ppm'), ...values });

describe('toSoilRequest', () => {
  it('keeps the values as typed under the spec keys: 12.9 ppm stays 12.9', async () => {
    expect(await toSoilRequest(form({ pH: ' 6.45 ', nitrogen: '12.9', phosphorus: '0', potassium: '150' }))).toEqual({
      request: { soilData: { 'Soil pH': 6.45, 'Nitrogen (N)': 12.9, 'Phosphorus (P)': 0, 'Potassium (K)': 150 } },
    });
  });

  it('requires every field, in order, naming the one at fault', async () => {
    expect(await toSoilRequest(form({ pH: '', nitrogen: '', phosphorus: '', potassium: '' }))).toEqual({
      error: { field: 'pH', message: 'Enter a number for Soil pH.' },
    });
    expect(await toSoilRequest(form({ pH: '6', nitrogen: 'x', phosphorus: '', potassium: '' }))).toEqual({
      error: { field: 'nitrogen', message: 'Enter a number for Nitrogen (N) in ppm.' },
    });
    expect(await toSoilRequest(form({ pH: '6', nitrogen: '1', phosphorus: '2', potassium: ' ' }))).toEqual({
      error: { field: 'potassium', message: 'Enter a number for Potassium (K) in ppm.' },
    });
  });

  it("applies the contract's ranges", async () => {
    expect(await toSoilRequest(form({ pH: '15', nitrogen: '1', phosphorus: '2', potassium: '3' }))).toEqual({
      error: { field: 'pH', message: 'Soil pH must be a number from 0 to 14.' },
    });
    expect(await toSoilRequest(form({ pH: '6', nitrogen: '1', phosphorus: '20000', potassium: '3' }))).toEqual({
      error: { field: 'phosphorus', message: 'Phosphorus (P) must be a number of ppm from 0 to 10000.' },
    });
  });

  it('sends kg/ha, the Soil Health Card values given and the crop, checked against the ranges of that unit', async () => {
    const card = { ...emptySoilForm('kg/ha').soilHealthCard, zinc: '0.5', boron: ' ' };
    expect(
      await toSoilRequest(form({ pH: '7', nitrogen: '250', phosphorus: '18', potassium: '15000', unit: 'kg/ha', soilHealthCard: card, cropId: 'rice' })),
    ).toEqual({
      request: {
        soilData: { 'Soil pH': 7, 'Nitrogen (N)': 250, 'Phosphorus (P)': 18, 'Potassium (K)': 15000 },
        unit: 'kg/ha',
        soilHealthCard: { zinc: 0.5 },
        cropId: 'rice',
      },
    });
    expect(await toSoilRequest(form({ pH: '7', nitrogen: '25000', phosphorus: '18', potassium: '1', unit: 'kg/ha' }))).toEqual({
      error: { field: 'nitrogen', message: 'Nitrogen (N) must be a number of kg/ha from 0 to 22400.' },
    });
    expect(await toSoilRequest(form({ pH: '7', nitrogen: '1', phosphorus: '1', potassium: '1', soilHealthCard: { ...card, zinc: '2000' } }))).toEqual({
      error: { field: 'soilHealthCard.zinc', message: 'Zinc (Zn) must be a number of ppm from 0 to 1000.' },
    });
  });
});

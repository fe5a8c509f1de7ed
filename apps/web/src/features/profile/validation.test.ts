import { ACRE, HECTARE, type LandUnit } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { validateProfile, type ProfileInput } from './validation';

const RAJASTHAN_BIGHA: LandUnit = { id: 'bigha', squareMetres: 2529.285264 };
const complete: ProfileInput = {
  firstName: ' John ',
  lastName: 'Doe',
  areaOfLand: '2.5',
  location: [51.5, -0.09],
  landUnit: HECTARE,
  availableUnits: [HECTARE, ACRE],
  yieldUnit: 'quintal-per-hectare',
};
const failure = (field: string, message: string) => ({ error: { field, message } });

describe('validateProfile', () => {
  it('checks first name, last name, area of land, then location', async () => {
    expect(await validateProfile({ ...complete, firstName: '', lastName: '', areaOfLand: '', location: null })).toEqual(
      failure('firstName', 'First name is required.'),
    );
    expect(await validateProfile({ ...complete, lastName: '', areaOfLand: '', location: null })).toEqual(failure('lastName', 'Last name is required.'));
    expect(await validateProfile({ ...complete, areaOfLand: '', location: null })).toEqual(failure('areaOfLand', 'Area of land is required.'));
    expect(await validateProfile({ ...complete, location: null })).toEqual(failure('location', 'Set location on map.'));
  });

  it('treats blank names as missing', async () => {
    expect(await validateProfile({ ...complete, firstName: '   ' })).toEqual(failure('firstName', 'First name is required.'));
    expect(await validateProfile({ ...complete, lastName: ' ' })).toEqual(failure('lastName', 'Last name is required.'));
  });

  it('rejects an area of zero or empty, and one past the contract bound', async () => {
    expect(await validateProfile({ ...complete, areaOfLand: '0' })).toEqual(failure('areaOfLand', 'Area of land is required.'));
    expect(await validateProfile({ ...complete, areaOfLand: '' })).toEqual(failure('areaOfLand', 'Area of land is required.'));
    expect(await validateProfile({ ...complete, areaOfLand: 'abc' })).toEqual(failure('areaOfLand', 'Area of land is required.'));
    expect(await validateProfile({ ...complete, areaOfLand: '2000000' })).toEqual(failure('areaOfLand', 'Area of land must be at most 1,000,000 hectares.'));
  });

  it('returns the trimmed request for a complete profile, in hectares with the units', async () => {
    expect(await validateProfile(complete)).toEqual({
      data: { firstName: 'John', lastName: 'Doe', areaOfLand: 2.5, location: [51.5, -0.09], landUnit: 'hectare', yieldUnit: 'quintal-per-hectare' },
    });
  });

  it('reads a typed unit, which then becomes the farmer land unit', async () => {
    const rajasthan = { ...complete, location: [26.91, 75.79] as [number, number], availableUnits: [HECTARE, ACRE, RAJASTHAN_BIGHA] };
    const fiveBigha = await validateProfile({ ...rajasthan, areaOfLand: '5 बीघा' });
    expect(fiveBigha).toMatchObject({ data: { landUnit: 'bigha' } });
    expect('data' in fiveBigha && (fiveBigha.data as { areaOfLand: number }).areaOfLand).toBeCloseTo(1.26464, 5);
    const twoAcres = await validateProfile({ ...rajasthan, areaOfLand: '2 acres' });
    expect(twoAcres).toMatchObject({ data: { landUnit: 'acre' } });
    expect('data' in twoAcres && (twoAcres.data as { areaOfLand: number }).areaOfLand).toBeCloseTo(0.80937128448, 10);
  });

  it('names an unknown unit or one not used in the state on the area field, after the names', async () => {
    expect(await validateProfile({ ...complete, areaOfLand: '2 furlongs' })).toEqual(
      failure('areaOfLand', 'Write the area as a number, or a number and a unit: hectares, acres.'),
    );
    expect(await validateProfile({ ...complete, areaOfLand: '5 bigha', location: null })).toEqual(
      failure('areaOfLand', 'Bigha is not a land unit of your farm’s state; use one of: hectares, acres.'),
    );
    expect(await validateProfile({ ...complete, firstName: '', areaOfLand: '5 bigha' })).toEqual(failure('firstName', 'First name is required.'));
  });
});

import { describe, expect, it } from 'vitest';
import { validateProfile, type ProfileInput } from './validation';

const complete: ProfileInput = { firstName: ' John ', lastName: 'Doe', areaOfLand: '2.5', location: [51.5, -0.09] };
const failure = (field: string, message: string) => ({ error: { field, message } });

describe('validateProfile', () => {
  it('checks first name, last name, area of land, then location', () => {
    expect(validateProfile({ firstName: '', lastName: '', areaOfLand: '', location: null })).toEqual(failure('firstName', 'First name is required.'));
    expect(validateProfile({ ...complete, lastName: '', areaOfLand: '', location: null })).toEqual(failure('lastName', 'Last name is required.'));
    expect(validateProfile({ ...complete, areaOfLand: '', location: null })).toEqual(failure('areaOfLand', 'Area of land is required.'));
    expect(validateProfile({ ...complete, location: null })).toEqual(failure('location', 'Set location on map.'));
  });

  it('treats blank names as missing', () => {
    expect(validateProfile({ ...complete, firstName: '   ' })).toEqual(failure('firstName', 'First name is required.'));
    expect(validateProfile({ ...complete, lastName: ' ' })).toEqual(failure('lastName', 'Last name is required.'));
  });

  it('rejects an area of zero or empty, and one past the contract bound', () => {
    expect(validateProfile({ ...complete, areaOfLand: '0' })).toEqual(failure('areaOfLand', 'Area of land is required.'));
    expect(validateProfile({ ...complete, areaOfLand: '' })).toEqual(failure('areaOfLand', 'Area of land is required.'));
    expect(validateProfile({ ...complete, areaOfLand: '2000000' })).toEqual(failure('areaOfLand', 'Area of land must be at most 1,000,000 hectares.'));
  });

  it('returns the trimmed request for a complete profile', () => {
    expect(validateProfile(complete)).toEqual({ data: { firstName: 'John', lastName: 'Doe', areaOfLand: 2.5, location: [51.5, -0.09] } });
  });
});

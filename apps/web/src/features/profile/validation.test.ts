import { describe, expect, it } from 'vitest';
import { validateProfile, type ProfileInput } from './validation';

const complete: ProfileInput = { firstName: ' John ', lastName: 'Doe', areaOfLand: '2.5', location: [51.5, -0.09] };

describe('validateProfile', () => {
  it('checks first name, last name, area of land, then location', () => {
    expect(validateProfile({ firstName: '', lastName: '', areaOfLand: '', location: null })).toEqual({ error: 'First name is required.' });
    expect(validateProfile({ ...complete, lastName: '', areaOfLand: '', location: null })).toEqual({ error: 'Last name is required.' });
    expect(validateProfile({ ...complete, areaOfLand: '', location: null })).toEqual({ error: 'Area of land is required.' });
    expect(validateProfile({ ...complete, location: null })).toEqual({ error: 'Set location on map.' });
  });

  it('treats blank names as missing', () => {
    expect(validateProfile({ ...complete, firstName: '   ' })).toEqual({ error: 'First name is required.' });
    expect(validateProfile({ ...complete, lastName: ' ' })).toEqual({ error: 'Last name is required.' });
  });

  it('rejects an area of zero or empty', () => {
    expect(validateProfile({ ...complete, areaOfLand: '0' })).toEqual({ error: 'Area of land is required.' });
    expect(validateProfile({ ...complete, areaOfLand: '' })).toEqual({ error: 'Area of land is required.' });
  });

  it('returns the trimmed request for a complete profile', () => {
    expect(validateProfile(complete)).toEqual({
      profile: { firstName: 'John', lastName: 'Doe', areaOfLand: 2.5, location: [51.5, -0.09] },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { credentialsSchema, loginSchema, updateProfileSchema } from './schemas/auth';

describe('credentialsSchema', () => {
  it('trims and lower-cases the email', () => {
    expect(credentialsSchema.parse({ email: '  Farmer@Example.COM ', password: '12345678' }).email).toBe('farmer@example.com');
  });

  it('rejects a password under 8 characters and an invalid email', () => {
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: '1234567' }).success).toBe(false);
    expect(credentialsSchema.safeParse({ email: 'not-an-email', password: '12345678' }).success).toBe(false);
  });

  it('lets login try any non-empty password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
});

describe('updateProfileSchema', () => {
  const valid = { firstName: ' Asha ', lastName: 'Patil', areaOfLand: 2.5, location: [18.52, 73.85] };

  it('trims names and keeps [lat, lng]', () => {
    expect(updateProfileSchema.parse(valid)).toEqual({ ...valid, firstName: 'Asha' });
  });

  it('accepts {lat, lng} and turns it into [lat, lng]', () => {
    expect(updateProfileSchema.parse({ ...valid, location: { lat: -33.9, lng: 151.2 } }).location).toEqual([-33.9, 151.2]);
  });

  it.each([
    [{ firstName: '   ' }, 'First name is required.'],
    [{ lastName: '' }, 'Last name is required.'],
    [{ areaOfLand: 0 }, 'Area of land is required.'],
    [{ areaOfLand: -1 }, 'Area of land is required.'],
    [{ location: [91, 0] }, 'Latitude must be between -90 and 90.'],
    [{ location: { lat: 0, lng: -181 } }, 'Longitude must be between -180 and 180.'],
  ])('rejects %j with "%s"', (change, message) => {
    const result = updateProfileSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './schemas/errors';

describe('apiErrorSchema', () => {
  it('accepts a code from the shared list, with the fields at fault', () => {
    const body = { error: { code: 'LOCATION_REQUIRED', message: 'Set your farm location on the profile page first.', fields: { location: 'Required.' } } };
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });

  it('rejects a code the list does not name', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'EMAIL_IN_USE', message: 'Taken.' } }).success).toBe(false);
  });
});

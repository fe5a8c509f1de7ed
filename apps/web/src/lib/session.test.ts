import { describe, expect, it, vi } from 'vitest';
import { farmer } from '@/testing/render-app';
import { apiError, respond } from '@/testing/responses';
import { api } from './api-client';
import { getSessionUser } from './session';

describe('getSessionUser', () => {
  it('returns the user when user-info answers 200 with an id', async () => {
    const get = vi.spyOn(api.auth, 'get').mockResolvedValue(respond(farmer));
    expect(await getSessionUser()).toEqual(farmer);
    expect(get).toHaveBeenCalledWith('/user-info');
  });

  it('is signed out on 401', async () => {
    vi.spyOn(api.auth, 'get').mockRejectedValue(apiError(401, 'UNAUTHENTICATED', 'Please sign in.'));
    expect(await getSessionUser()).toBeNull();
  });

  it('is signed out when the answer has no id', async () => {
    vi.spyOn(api.auth, 'get').mockResolvedValue(respond({ email: 'farmer@example.com' }));
    expect(await getSessionUser()).toBeNull();
  });
});

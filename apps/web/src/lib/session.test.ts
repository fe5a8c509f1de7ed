import { authPaths } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json } from '@/testing/http';
import { farmer } from '@/testing/render-app';
import { getSessionUser } from './session';

describe('getSessionUser', () => {
  it('returns the user when user-info answers 200 with an id', async () => {
    const requests = answer('get', 'auth', authPaths.userInfo, json(farmer));
    expect(await getSessionUser()).toEqual(farmer);
    expect(requests).toHaveLength(1);
  });

  it('is signed out on 401', async () => {
    answer('get', 'auth', authPaths.userInfo, apiError(401, 'UNAUTHENTICATED', 'Please sign in.'));
    expect(await getSessionUser()).toBeNull();
  });

  it('is signed out when the answer has no id', async () => {
    answer('get', 'auth', authPaths.userInfo, json({ email: 'farmer@example.com' }));
    expect(await getSessionUser()).toBeNull();
  });
});

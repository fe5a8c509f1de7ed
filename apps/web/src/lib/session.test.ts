import { authPaths, SERVED_SESSION_ID } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json } from '@/testing/http';
import { farmer } from '@/testing/render-app';
import { getSessionUser, farmerServedWithPage } from './session';

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

describe('farmerServedWithPage', () => {
  function serve(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SERVED_SESSION_ID;
    block.textContent = text;
    document.head.append(block);
  }

  it('reads the farmer the server sent with the page once, and takes the block out', () => {
    serve(JSON.stringify(farmer).replace(/</g, '\\u003c'));
    expect(farmerServedWithPage()).toEqual(farmer);
    expect(document.getElementById(SERVED_SESSION_ID)).toBeNull();
    expect(farmerServedWithPage()).toBeUndefined();
  });

  it('is undefined, so the session is asked for, without the block or with one that is no farmer', () => {
    serve('null');
    expect(farmerServedWithPage()).toBeUndefined();
    expect(farmerServedWithPage()).toBeUndefined();
    serve('{"email":"farmer@example.com"}');
    expect(farmerServedWithPage()).toBeUndefined();
    serve('not json');
    expect(farmerServedWithPage()).toBeUndefined();
  });
});

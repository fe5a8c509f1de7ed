import { authPaths, newsPaths } from '@farmsight/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, json } from '@/testing/http';
import { farmer } from '@/testing/render-app';
import { api } from './api-client';
import { afterFirstScreen, firstScreenShown, holdUntilFirstScreen } from './first-screen';

/** Lets the two frames and the idle callback after the first screen run. */
async function paintFirstScreen() {
  firstScreenShown();
  await vi.runAllTimersAsync();
}

describe('the first screen before its requests', () => {
  afterEach(() => void vi.useRealTimers());

  it('holds nothing when nothing was held', async () => {
    let resolved = false;
    void afterFirstScreen().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  it('holds API requests from the hold until the first screen has painted, but not the session lookup', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'requestIdleCallback'] });
    const news = answer('get', 'news', newsPaths.agriculture, json({ status: 'success', articles: [] }));
    const session = answer('get', 'auth', authPaths.userInfo, json(farmer));
    holdUntilFirstScreen();
    const held = api.news.get(newsPaths.agriculture);
    const lookup = api.auth.get(authPaths.userInfo, { beforeFirstScreen: true });
    expect((await lookup).data).toEqual(farmer);
    expect(session).toHaveLength(1);
    expect(news).toHaveLength(0);

    await paintFirstScreen();
    expect((await held).data).toEqual({ status: 'success', articles: [] });
    expect(news).toHaveLength(1);
  });
});

import { newsPaths, servicePrefixes } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json } from '@/testing/http';
import { api, createClient } from './api-client';

describe('api clients', () => {
  it("reach each service at the contracts' prefix, where the server mounts it", async () => {
    answer('get', 'news', newsPaths.agriculture, json({ status: 'success', articles: [] }));
    expect((await api.news.get(newsPaths.agriculture)).data).toEqual({ status: 'success', articles: [] });
    expect(Object.keys(api)).toEqual(Object.keys(servicePrefixes));
  });

  it('fail a request sent under a wrong prefix: no handler answers it', async () => {
    answer('get', 'news', newsPaths.agriculture, json({ status: 'success', articles: [] }));
    const misplaced = createClient('/api/new');
    await expect(misplaced.get(newsPaths.agriculture)).rejects.toThrow('Network Error');
  });
});

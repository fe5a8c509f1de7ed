import { newsPaths, servicePrefixes } from '@farmsight/contracts';
import i18next from 'i18next';
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

  it('name the language the screens are in, so the server words its sentences in it', async () => {
    const requests = answer('get', 'news', newsPaths.agriculture, json({ status: 'success', articles: [] }));
    await api.news.get(newsPaths.agriculture);
    await i18next.changeLanguage('hi');
    await api.news.get(newsPaths.agriculture);
    expect(requests.map((request) => request.headers.get('accept-language'))).toEqual(['en', 'hi']);
  });
});

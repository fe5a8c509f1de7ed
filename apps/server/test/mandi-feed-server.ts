import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local data.gov.in on 127.0.0.1 speaking the mandi resource's API (resource 9ef84268-…): GET /resource/<id> with
 * `api-key`, `format` (XML unless `json`), `limit`, `offset`, `filters[state.keyword]`, `filters[district]` and
 * `filters[commodity]`; the answer carries the resource's metadata, `total`, `count`, `limit`, `offset` (strings, as
 * data.gov.in sends them) and `records`, every field a string. Keys: FULL_KEY pages as asked, SAMPLE_KEY returns at
 * most 10 records a request (like data.gov.in's public sample key), any other key gets 403. Under /flaky/ the first
 * `failures` requests get 503; under /malformed/ the body is cut JSON. Every request is recorded.
 */
export const RESOURCE_PATH = '/resource/9ef84268-d588-465a-a308-a864a43d0070';
export const FULL_KEY = 'fixture-key-0001';
export const SAMPLE_KEY = 'fixture-sample-key';
const SAMPLE_CAP = 10;

export interface MandiRecord {
  state: string;
  district: string;
  market: string;
  commodity: string;
  variety: string;
  grade: string;
  arrival_date: string;
  min_price: string;
  max_price: string;
  modal_price: string;
}

export interface MandiFeedServer {
  /** The resource URL for MANDI_PRICES_URL, optionally under /flaky or /malformed. */
  url(mode?: 'ok' | 'flaky' | 'malformed'): string;
  /** What the feed holds now (a test replaces it to play another day). */
  records: MandiRecord[];
  /** How many requests under /flaky/ still get 503. */
  failures: number;
  requests: URLSearchParams[];
  close(): Promise<void>;
}

function matches(record: MandiRecord, params: URLSearchParams): boolean {
  const state = params.get('filters[state.keyword]');
  const district = params.get('filters[district]');
  const commodity = params.get('filters[commodity]');
  return (!state || record.state === state) && (!district || record.district === district) && (!commodity || record.commodity === commodity);
}

export async function startMandiFeedServer(records: MandiRecord[] = []): Promise<MandiFeedServer> {
  const state: MandiFeedServer = { records, failures: 0, requests: [], url: () => '', close: async () => undefined };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    state.requests.push(url.searchParams);
    const mode = url.pathname.startsWith('/flaky/') ? 'flaky' : url.pathname.startsWith('/malformed/') ? 'malformed' : 'ok';
    const path = mode === 'ok' ? url.pathname : url.pathname.slice(mode.length + 1);
    if (path !== RESOURCE_PATH) return response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":"error","message":"Resource not found"}');
    const key = url.searchParams.get('api-key');
    if (key !== FULL_KEY && key !== SAMPLE_KEY)
      return response.writeHead(403, { 'content-type': 'application/json' }).end('{"status":"error","message":"Invalid API key"}');
    if (mode === 'flaky' && state.failures > 0) {
      state.failures -= 1;
      return response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>Service Temporarily Unavailable</body></html>');
    }
    if (url.searchParams.get('format') !== 'json')
      return response.writeHead(200, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><result><records/></result>');
    const selected = state.records.filter((record) => matches(record, url.searchParams));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const asked = Number(url.searchParams.get('limit') ?? 10);
    const limit = key === SAMPLE_KEY ? Math.min(asked, SAMPLE_CAP) : asked;
    const page = selected.slice(offset, offset + limit);
    const body = JSON.stringify({
      index_name: RESOURCE_PATH.split('/').pop(),
      title: 'Current Daily Price of Various Commodities from Various Markets (Mandi)',
      org: ['Ministry of Agriculture and Farmers Welfare', 'Department of Agriculture and Farmers Welfare'],
      source: 'data.gov.in',
      field: Object.keys(page[0] ?? {}).map((id) => ({ name: id, id, type: 'keyword' })),
      message: 'Resource detail',
      version: '2.2.0',
      status: 'ok',
      total: selected.length,
      count: page.length,
      limit: String(limit),
      offset: String(offset),
      records: page,
    });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(mode === 'malformed' ? body.slice(0, body.length / 2) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.url = (mode = 'ok') => `${origin}${mode === 'ok' ? '' : `/${mode}`}${RESOURCE_PATH}`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}

/** One record the way the feed writes it. */
export function mandiRecord(
  fields: Partial<MandiRecord> & Pick<MandiRecord, 'market' | 'district' | 'commodity' | 'arrival_date' | 'modal_price'>,
): MandiRecord {
  return { state: 'Punjab', variety: 'Other', grade: 'FAQ', min_price: fields.modal_price, max_price: fields.modal_price, ...fields };
}

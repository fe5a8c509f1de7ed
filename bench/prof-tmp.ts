import { performance } from 'node:perf_hooks';
import { addDays } from '../apps/server/src/modules/growth';
import { startOpenMeteoServer } from '../apps/server/test/open-meteo-server';
import { signIn, startBenchApp } from './lib';
const om = await startOpenMeteoServer();
const bench = await startBenchApp(om.env());
const { headers } = await signIn(bench.url);
await fetch(`${bench.url}/api/growth/submit-crop-data`, { method: 'POST', headers, body: JSON.stringify({ cropType: 'Maize', seedingDate: addDays(new Date().toISOString().slice(0, 10), -40) }) });
for (const path of ['/api/auth/user-info', '/api/irrigation/settings', '/api/irrigation/events', '/api/weather', '/api/irrigation/schedule', '/api/alerts', '/api/water/sources']) {
  await fetch(bench.url + path, { headers });
  const s = performance.now();
  for (let i = 0; i < 50; i++) { const r = await fetch(bench.url + path, { headers }); await r.arrayBuffer(); }
  console.log(path, ((performance.now() - s) / 50).toFixed(2), 'ms');
}
await bench.close(); await om.close();

// View-settings endpoint and reader shell against a raw node:http server answering the
// same bytes, in the same run (ISSUE goal: ratio >= 0.5, p99 < 10 ms at 50 connections).
import { fetchSample, measure, printRow, startHondana, startRawServer } from './lib.mjs';

const appPort = 3901;
const rawPort = 3902;
const hondana = await startHondana(appPort);
const cases = [
  {
    name: 'view-settings (path mode)',
    path: '/api/v1/service-admin/public/view-settings?path=sakura',
    expect: 'Sakura',
  },
  { name: 'reader shell (path mode)', path: '/sakura/', expect: 'Sakura' },
  { name: 'reader shell (domain mode)', path: '/', host: 'aozora.localhost', expect: 'Aozora' },
];

console.log('connections 50, 8 s per run after a 2 s warm-up; both servers on this machine');
const rows = [];
try {
  for (const { name, path, host, expect } of cases) {
    const headers = host ? { host } : {};
    // node:http, not fetch: fetch may drop a Host header, and the sample must be the real page.
    const sample = await fetchSample({ port: appPort, path, headers });
    if (sample.status !== 200) throw new Error(`${name}: HTTP ${sample.status}`);
    if (!sample.body.includes(expect)) throw new Error(`${name}: the answer lacks "${expect}"`);
    const raw = await startRawServer(rawPort, {
      body: sample.body,
      contentType: sample.contentType,
    });
    try {
      const app = await measure({ url: `http://127.0.0.1:${appPort}${path}`, headers });
      const rawResult = await measure({ url: `http://127.0.0.1:${rawPort}/` });
      rows.push(printRow(name, app, rawResult));
    } finally {
      await raw.stop();
    }
  }
} finally {
  await hondana.stop();
}
const missed = rows.filter((row) => row.ratio < 0.5 || row.app.p99 >= 10);
console.log(
  missed.length
    ? `goal missed: ${missed.map((r) => r.name).join(', ')}`
    : 'goal met for every case',
);

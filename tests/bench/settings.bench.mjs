// View-settings endpoint and reader shell against a raw node:http server answering the
// same bytes, in the same run (ISSUE goal: ratio >= 0.5, p99 < 10 ms at 50 connections).
import { measure, printRow, startHondana, startRawServer } from './lib.mjs';
import { sampleCase, settingsCases } from './settings.cases.mjs';

const appPort = 3901;
const rawPort = 3902;
const hondana = await startHondana(appPort);

console.log('connections 50, 8 s per run after a 2 s warm-up; both servers on this machine');
const rows = [];
try {
  for (const item of settingsCases) {
    const { name, path } = item;
    const { sample, headers } = await sampleCase(item, appPort);
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

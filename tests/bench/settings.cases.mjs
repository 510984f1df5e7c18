// The cases of settings.bench.mjs, shared with `npm run bench -- --against <rev>`: a path on
// the Hondana server, an optional Host header, and a word the real page holds.
import { fetchSample } from './lib.mjs';

export const settingsCases = [
  {
    name: 'view-settings (path mode)',
    path: '/api/v1/service-admin/public/view-settings?path=sakura',
    expect: 'Sakura',
  },
  { name: 'reader shell (path mode)', path: '/sakura/', expect: 'Sakura' },
  { name: 'reader shell (domain mode)', path: '/', host: 'aozora.localhost', expect: 'Aozora' },
];

/** One answer of the case from the server on `port`, checked to be the real page. */
export async function sampleCase({ name, path, host, expect }, port) {
  const headers = host ? { host } : {};
  // node:http, not fetch: fetch may drop a Host header, and the sample must be the real page.
  const sample = await fetchSample({ port, path, headers });
  if (sample.status !== 200) throw new Error(`${name}: HTTP ${sample.status}`);
  if (!sample.body.includes(expect)) throw new Error(`${name}: the answer lacks "${expect}"`);
  return { sample, headers };
}

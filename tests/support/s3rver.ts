import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks each request's signature as S3 does. */
export const S3RVER_KEY = 'S3RVER';

/**
 * The S3 double: a real s3rver on a free loopback port with one `bucket`, its files in a
 * temporary folder (`dir`, also the caller's to use) that `stop` removes.
 */
export async function startS3rver(bucket: string) {
  const dir = mkdtempSync(join(tmpdir(), 'hondana-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    dir,
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { createHash } from 'node:crypto';
import supertest from 'supertest';
import type { Response } from 'supertest';
import { createSessionStore } from '../../../server/src/auth/sessions';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import type { Content, ContentInput } from '../../../server/src/content/types';
import type { TestReader } from '../../support/readers';

/** A published content of `companyId` in a new normal group, with `pdf` stored as its file. */
export async function bookWithFile(
  t: TestApp,
  companyId: string,
  pdf: Uint8Array,
  fields: Partial<ContentInput> & { isInGroup?: boolean } = {},
): Promise<Content & { groupId: string }> {
  const { isInGroup = true, ...input } = fields;
  const group = await createGroup(t, companyId);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const content = await createContent(t, companyId, {
    ...input,
    groupIds: isInGroup ? [group.id] : [],
  });
  const fileKey = `${companyId}/content/${content.id}/${sha256}.pdf`;
  await t.ctx.store.put(fileKey, pdf, 'application/pdf');
  await t
    .db('contents')
    .where({ id: content.id })
    .update({
      file_key: fileKey,
      file_name: 'book.pdf',
      extension_type: 'pdf',
      file_size: pdf.length,
      max_readers: input.maxReaders ?? null,
    });
  return { ...content, fileKey, fileSize: pdf.length, groupId: group.id };
}

/** A v1 call to `app` for the sakura tenant (path mode), signed in as `reader` when given. */
export function v1(
  app: TestApp['app'],
  method: 'get' | 'post' | 'put' | 'delete' | 'head',
  url: string,
  reader?: TestReader,
) {
  const call = supertest(app)[method](`/api/v1${url}`).query({ path: 'sakura' });
  return reader ? call.set('X-Access-Token', reader.token) : call;
}

/** `GET /content/public/viewer-token` on `app` for `reader`. */
export function openViewer(
  app: TestApp['app'],
  reader: TestReader | undefined,
  query: Record<string, string>,
) {
  return v1(app, 'get', '/content/public/viewer-token', reader).query(query);
}

/** The catalogue status of a v1 answer (body status, whatever the HTTP status). */
export function statusOf(res: Response): number {
  const body = Buffer.isBuffer(res.body) ? JSON.parse(res.body.toString() || '{}') : res.body;
  return body?.status ?? res.status;
}

/** Collects a binary answer's body as a Buffer (supertest leaves PDFs unparsed otherwise). */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Another live session of `reader` (a sign-in on another device, or after signing out). */
export async function freshSession(t: TestApp, reader: TestReader): Promise<TestReader> {
  const row = await t.db('users').where({ id: reader.id }).first('company_id', 'role_level');
  const sessions = createSessionStore({ db: t.db, clock: t.clock, ttlSeconds: 3600 });
  const { token } = await sessions.create({
    id: reader.id,
    email: reader.email,
    fullName: 'Test Reader',
    roleLevel: Number(row.role_level),
    companyId: String(row.company_id),
  });
  return { ...reader, token };
}

/** `GET /viewer/file/{token}` on `app` with `headers`, as `who` (none: the token alone). */
export function fetchFile(
  app: TestApp['app'],
  token: string,
  headers: Record<string, string> = {},
  who?: TestReader,
) {
  return v1(app, 'get', `/viewer/file/${token}`, who).set(headers).buffer(true).parse(binary);
}

import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Actor } from '../access/roles';
import { Role } from '../access/roles';
import { createCompanyRepository } from '../companies/repository';
import type { ContentFileService } from '../content/files/service';
import { HEAD_BYTES } from '../http/stagedUpload';
import { japaneseFont } from '../pdf/japaneseFont';
import type { BlobStore } from '../storage/blobStore';
import { demoSystemAdmin, demoTenants } from './tenants';

/** The job the demo seed queues: whichever process runs jobs attaches the books. */
export const DEMO_BOOKS_JOB = 'demo-books';

/** What a demo book says about itself, in both languages (the titles are real public-domain works). */
const pages = [
  [
    'このデモ用の本は、ライセンスされた作品の代わりに置かれています。',
    'This demo book stands in for a licensed title.',
  ],
  [
    'ビューアーは読者ごとの透かしを描き、印刷とダウンロードの規則を守ります。',
    'The viewer draws each reader’s watermark and keeps the print and download rules.',
  ],
];

/** A short book: a title page, then two pages of text, in Noto Sans JP (Japanese and Latin). */
export async function demoBookPdf(title: string, author: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await japaneseFont();
  doc.registerFontkit(font.fontkit);
  const face = await doc.embedFont(font.bytes, { subset: true });
  doc.setTitle(title);
  doc.setAuthor(author);
  const cover = doc.addPage([420, 595]);
  cover.drawRectangle({ x: 0, y: 0, width: 420, height: 595, color: rgb(0.93, 0.96, 0.93) });
  cover.drawText(title, { x: 40, y: 400, size: 22, font: face, maxWidth: 340, lineHeight: 30 });
  cover.drawText(author, { x: 40, y: 330, size: 14, font: face, color: rgb(0.3, 0.3, 0.3) });
  for (const [index, lines] of pages.entries()) {
    const page = doc.addPage([420, 595]);
    lines.forEach((line, row) => {
      page.drawText(line, { x: 40, y: 520 - row * 60, size: 12, font: face, maxWidth: 340 });
    });
    page.drawText(String(index + 1), { x: 205, y: 30, size: 10, font: face });
  }
  return doc.save();
}

export interface DemoBookDeps {
  db: Knex;
  store: Pick<BlobStore, 'stage'>;
  files: Pick<ContentFileService, 'replace'>;
}

/**
 * Gives every demo content without a file a generated book, through the console's own upload
 * path (checks in the PDF work process, storage, text extraction queued), as the system admin
 * would: `npm start` then has books a demo reader can open. Answers how many were attached.
 */
export async function attachDemoBooks({ db, store, files }: DemoBookDeps): Promise<number> {
  const admin = await db('users').where({ email: demoSystemAdmin.email }).first('id', 'full_name');
  if (!admin) return 0;
  const actor: Actor = {
    id: String(admin.id),
    email: demoSystemAdmin.email,
    fullName: String(admin.full_name),
    roleLevel: Role.SYSTEM_ADMIN,
    companyId: null,
  };
  const companies = createCompanyRepository(db);
  let attached = 0;
  for (const tenant of demoTenants) {
    const company = tenant.company.path
      ? await companies.findByPath(tenant.company.path)
      : await companies.findByDomain(tenant.company.domain ?? '');
    if (!company) continue;
    const bare = await db('contents')
      .where({ company_id: company.id })
      .whereNull('file_key')
      .select('id', 'title', 'author');
    for (const content of bare) {
      const bytes = Buffer.from(await demoBookPdf(content.title, content.author ?? ''));
      const staged = await store.stage();
      await writeFile(staged.path, bytes);
      await files.replace({
        scope: { actor, company },
        id: String(content.id),
        form: {
          data: null,
          cover: null,
          file: {
            field: 'file',
            filename: `${String(content.title)}.pdf`,
            size: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            head: bytes.subarray(0, HEAD_BYTES),
            isTooLarge: false,
            staged,
          },
          discard: () => staged.discard(),
        },
      });
      attached += 1;
    }
  }
  return attached;
}

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../api/account/support';
import { screenshot } from '../support/chromium';
import { setFieldValue } from '../support/forms';
import { useDemoBrowser } from '../support/demoBrowser';
import { consolePage, saveSettings } from './support';

// Issue 12: the mail templates' preview is the mail a reader receives, in each language.

const demo = useDemoBrowser();
const jaBody =
  '{{fullName}} 様\n\n{{companyName}} 読者サポートです。\n' +
  'アカウント「{{username}}」のパスワード再設定リンク:\n{{resetLink}}';
const enBody =
  'Dear {{fullName}} ({{username}}),\n\nReset your {{companyName}} password: {{resetLink}}';

function previewText(page: Page): Promise<string> {
  return page.$eval('[data-testid="mail-preview-text"]', (element) => element.textContent ?? '');
}

async function waitForPreview(page: Page, part: string) {
  await page.waitForFunction(
    (wanted) =>
      document.querySelector('[data-testid="mail-preview-text"]')?.textContent?.includes(wanted),
    {},
    part,
  );
}

describe('the mail templates preview', () => {
  it('shows the draft mail in both languages, the reason a template fails, and what is sent', async () => {
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/mailTemplates`,
    );
    // Before any edit: the built-in Japanese mail, for the admin as the reader.
    await waitForPreview(page, 'Sakura Admin 様');

    await setFieldValue(
      page,
      '#root_forgotPassword_subject_ja',
      '【{{companyName}}】再設定のご案内',
    );
    await setFieldValue(page, '#root_forgotPassword_body_ja', jaBody);
    await waitForPreview(page, '読者サポートです。');
    expect(await previewText(page)).toMatch(
      /^Sakura Admin 様\n\n\S+ 読者サポートです。\nアカウント「admin@sakura\.example」/,
    );
    expect(await previewText(page)).toMatch(/\/sakura\/forget-password\?token=preview$/);
    await screenshot(page, 'console-mail-preview-ja');

    // English: a template that does not render says why, over the built-in mail.
    await setFieldValue(page, '#root_forgotPassword_body_en', `${enBody} {{#if fullName}}`);
    await page.click('[data-testid="mail-preview-en"]');
    await page.waitForSelector('[data-testid="mail-preview-error"]');
    await waitForPreview(page, 'Dear Sakura Admin,');
    await screenshot(page, 'console-mail-preview-en-error');
    await setFieldValue(page, '#root_forgotPassword_body_en', enBody);
    await waitForPreview(page, 'Dear Sakura Admin (admin@sakura.example),');
    expect(await page.$('[data-testid="mail-preview-error"]')).toBeNull();

    await page.click('[data-testid="mail-preview-ja"]');
    await waitForPreview(page, '読者サポートです。');
    const previewed = await previewText(page);
    const subject = await page.$eval(
      '[data-testid="mail-preview-subject"]',
      (element) => element.textContent ?? '',
    );
    expect(await saveSettings(page, 'mailTemplates')).toBe(200);

    // The Japanese demo reader asks for a reset: the mail is the preview, for them.
    const sent = outbox(demo.server).length;
    const asked = await fetch(
      `${demo.server.base}/api/v1/auth/forgot-password?email=reader%40sakura.example&service_path=sakura&login_type=email`,
      { method: 'PUT' },
    );
    expect(asked.status).toBe(200);
    const mails = outbox(demo.server);
    expect(mails).toHaveLength(sent + 1);
    const mail = mails.at(-1)!;
    const neutral = (text: string, name: string, login: string) =>
      text
        .replace(name, '<name>')
        .replace(login, '<login>')
        .replace(/https?:\/\/\S+\/forget-password\?token=\S+/, '<link>')
        .trimEnd();
    expect(mail.subject).toBe(subject);
    expect(neutral(mail.text, 'Sakura Reader', 'sakura_reader')).toBe(
      neutral(previewed, 'Sakura Admin', 'admin@sakura.example'),
    );
    await page.browserContext().close();
  });
});

import type { Mailer } from '../mail';
import { Role } from '../access/roles';
import type { StaffMember } from './repository';

export type StaffMailKind = 'invite' | 'reset';

export interface StaffMail {
  kind: StaffMailKind;
  member: StaffMember;
  tenantName: string;
  link: string;
  expiresInMinutes: number;
}

const roleNames = {
  en: { [Role.COMPANY_ADMIN]: 'company admin', [Role.SERVICE_ADMIN]: 'service admin' },
  ja: { [Role.COMPANY_ADMIN]: '企業管理者', [Role.SERVICE_ADMIN]: 'サービス管理者' },
} as Record<'en' | 'ja', Record<number, string>>;

/**
 * The invitation and reset mails of staff accounts, in the new admin's language. They are
 * the product's own mails (not a tenant's template): they speak for the console, not a brand.
 */
export function staffMailText({ kind, member, tenantName, link, expiresInMinutes }: StaffMail) {
  const hours = Math.round(expiresInMinutes / 60);
  if (member.lang === 'en') {
    const role = roleNames.en[member.roleLevel] ?? 'admin';
    const lead =
      kind === 'invite'
        ? `You have been made ${role} of ${tenantName} in the Hondana console.`
        : `A new password was requested for your ${role} account of ${tenantName}.`;
    return {
      subject: kind === 'invite' ? `Your ${tenantName} console account` : 'Set a new password',
      text: `${member.fullName || member.email},\n\n${lead}\nChoose your password here (valid for ${hours} hours, once):\n\n${link}\n\nThen sign in with ${member.email}.\n`,
    };
  }
  const role = roleNames.ja[member.roleLevel] ?? '管理者';
  const lead =
    kind === 'invite'
      ? `${tenantName} の${role}として Hondana 管理画面のアカウントが作成されました。`
      : `${tenantName} の${role}アカウントのパスワード再設定が依頼されました。`;
  return {
    subject: kind === 'invite' ? `${tenantName} 管理画面のアカウント` : 'パスワードの再設定',
    text: `${member.fullName || member.email} 様\n\n${lead}\n次のリンクからパスワードを設定してください（${hours}時間、1回限り有効）。\n\n${link}\n\n設定後、${member.email} でログインしてください。\n`,
  };
}

export function createStaffMailer(mailer: Mailer) {
  return async (mail: StaffMail) => {
    await mailer.send({ to: mail.member.email, ...staffMailText(mail) });
  };
}

export type SendStaffMail = ReturnType<typeof createStaffMailer>;

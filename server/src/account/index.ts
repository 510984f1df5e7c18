import { createPasswordService } from './passwords';
import { createProfileService } from './profile';
import type { AccountDeps } from './types';

export { createMailPreview } from './mailPreview';
export type { MailPreview } from './mailPreview';
export { createResetMailer } from './resetMail';
export { consoleBaseUrl, tenantBaseUrl } from './resetLink';
export type { AccountCancelHook, AccountDeps } from './types';

/** The reader's account area (spec 000 §7 "Account") and password resets. */
export function createAccountService(deps: AccountDeps) {
  return { ...createProfileService(deps), passwords: createPasswordService(deps) };
}

export type AccountService = ReturnType<typeof createAccountService>;

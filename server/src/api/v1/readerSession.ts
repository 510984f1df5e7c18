import type { Request, Response } from 'express';
import type { Company } from '../../access/company';
import type { ReaderSignInResult } from '../../auth/readerLogin';
import { setReaderCookie } from '../../auth/readerCookie';
import { sendData } from '../envelope';

/** Every reader sign-in route ends here: the tenant's cookie, then the answer (plus `extra`). */
export function answerSignIn(
  req: Request,
  res: Response,
  company: Company,
  { answer, session }: ReaderSignInResult,
  extra: Record<string, unknown> = {},
) {
  setReaderCookie(req, res, company, session.token, { keepLogin: session.keepLogin });
  sendData(res, { ...answer, ...extra });
}

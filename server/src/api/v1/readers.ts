import type { Request } from 'express';
import { requireReader } from '../../access/policy';
import { viewerOf } from '../../content/access';
import { AppError } from '../../errors';

/** The tenant and the content viewer of a reader call (set up by the reader scope). */
export function browsing(req: Request, isSignInRequired: boolean) {
  const { company, reader, device, isStaffPreview } = req.readerScope;
  // An OPEN_TYPE visitor's device reader keeps its own lists (favourites, history); an OPEN_TYPE
  // tenant needs no sign-in, so a visitor without one yet reads as any visitor does.
  const actor = reader ?? device ?? null;
  const isOpen = company.accountType === 'OPEN_TYPE';
  if (isSignInRequired && !isOpen) requireReader(req.readerScope);
  return { company, viewer: viewerOf(company, actor, isStaffPreview) };
}

/** The signed-in reader's viewer, with its user id (favourites, trending). */
export function signedInViewer(req: Request) {
  const { company, viewer } = browsing(req, true);
  if (!viewer.userId) throw AppError.unauthorized();
  return { company, viewer: { ...viewer, userId: viewer.userId } };
}

/** A query value under its camelCase or snake_case name (the reader sends both forms). */
export function param(req: Request, name: string): unknown {
  const snake = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return req.query[name] ?? req.query[snake];
}

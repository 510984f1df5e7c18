import type { Request } from 'express';
import { requireReader } from '../../access/policy';
import { viewerOf } from '../../content/access';

/** The tenant and the content viewer of a reader call (set up by the reader scope). */
export function browsing(req: Request, isSignInRequired: boolean) {
  const { company, reader, isStaffPreview } = req.readerScope;
  const actor = isSignInRequired ? requireReader(req.readerScope) : reader;
  return { company, viewer: viewerOf(company, actor, isStaffPreview) };
}

/** The signed-in reader's viewer, with its user id (favourites, trending). */
export function signedInViewer(req: Request) {
  const { company, viewer } = browsing(req, true);
  return { company, viewer: { ...viewer, userId: viewer.userId as string } };
}

/** A query value under its camelCase or snake_case name (the reader sends both forms). */
export function param(req: Request, name: string): unknown {
  const snake = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return req.query[name] ?? req.query[snake];
}

/** Spec §3 session user and the sign-in answer: declared once, in the shared contracts. */
export type { LoginAnswer, SessionUser } from '@hondana/schemas/contracts';

export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated';

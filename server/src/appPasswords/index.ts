export { createAppPasswords, SECRET_PREFIX } from './service';
export type { AppPasswords } from './service';
export {
  createAppPasswordSignIn,
  MAX_FAILURES_PER_ADDRESS,
  MAX_REQUESTS_PER_PASSWORD,
} from './signIn';
export type { AppPasswordReader, AppPasswordSignIn } from './signIn';

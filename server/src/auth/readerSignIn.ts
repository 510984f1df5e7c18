import type { createIpSignIn } from './ipSignIn';
import type { OidcSignIn } from './oidc/service';
import type { createPasswordSignIn } from './passwordSignIn';
import type { createReaderLogin } from './readerLogin';

/** The reader's ways in, as the composition root builds them once per app instance. */
export interface ReaderSignIn {
  password: ReturnType<typeof createPasswordSignIn>;
  ip: ReturnType<typeof createIpSignIn>;
  oidc: OidcSignIn;
  login: ReturnType<typeof createReaderLogin>;
}

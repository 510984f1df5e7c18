import type { UserRecord } from '../../types/index';

/** The signed-in reader's own account, as `GET /user/detail/{id}` answers it (camelCased). */
export interface Profile extends Pick<UserRecord, 'fullName' | 'email' | 'username'> {
  id: string;
  /** As stored; the reader falls back to its own language for a value it does not speak. */
  lang: string;
  isSubscribeMail: boolean;
  isReceiveNotify: boolean;
}

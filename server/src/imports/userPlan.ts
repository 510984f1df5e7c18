import { Role } from '../access/roles';
import type { UserFields } from '../users/input';
import { checkUserFields } from '../users/input';
import type { CsvRow } from '../csv/csv';
import type { ImportMode } from '@hondana/schemas/contracts';
import type { UserCsvColumn } from './userColumns';

/** A stored account as the importer needs it. */
export interface KnownUser {
  id: string;
  email: string | null;
  username: string | null;
  fullName: string;
  lang: string;
  status: number;
  roleLevel: number;
  userGroupId: string | null;
}

export interface KnownGroup {
  id: string;
  maxUsers: number;
  members: number;
}

/** What the importer knows of the tenant, updated as rows are planned. */
export interface ImportState {
  mode: ImportMode;
  accountType: string;
  isStrictPassword: boolean;
  room: number;
  columns: Map<string, number>;
  byEmail: Map<string, KnownUser>;
  byUsername: Map<string, KnownUser>;
  /** By lower-cased name and by id (the CSV may give either). */
  groups: Map<string, KnownGroup>;
  /** Identifiers already used by an earlier row of the file, with that row's line. */
  seen: Map<string, number>;
}

type Values = UserFields & { userGroupId: string | null };

export type Plan =
  | { kind: 'insert'; line: number; values: Values }
  | { kind: 'update'; line: number; id: string; values: Values }
  | { kind: 'delete'; line: number; id: string }
  | { kind: 'skip'; line: number };

/** Decides what one CSV row does, or why it cannot be imported (a message for the log). */
export function planRow(state: ImportState, row: CsvRow): Plan | { line: number; error: string } {
  const cell = (column: UserCsvColumn) => {
    const position = state.columns.get(column);
    return position === undefined ? '' : (row.cells[position] ?? '').trim();
  };
  const fail = (error: string) => ({ line: row.line, error });
  const email = cell('email').toLowerCase();
  const username = cell('username');
  const keys = [email && `e:${email}`, username && `u:${username}`].filter(Boolean) as string[];
  const earlier = keys.map((key) => state.seen.get(key)).find((line) => line !== undefined);
  if (earlier !== undefined) return fail(`The same user is already on line ${earlier}.`);
  keys.forEach((key) => state.seen.set(key, row.line));

  const byEmail = email ? state.byEmail.get(email) : undefined;
  const byName = username ? state.byUsername.get(username) : undefined;
  if (byEmail && byName && byEmail.id !== byName.id) {
    return fail('The e-mail and the username belong to two different users.');
  }
  const known = byEmail ?? byName;
  if (known && known.roleLevel !== Role.USER) return fail('This account is not a reader account.');

  if (state.mode === 'DELETE_USERS') {
    if (!email && !username) return fail('Enter an e-mail or a username.');
    return known ? { kind: 'delete', line: row.line, id: known.id } : fail('No such user.');
  }
  if (known && state.mode === 'IGNORE_EXISTING') return { kind: 'skip', line: row.line };

  // An existing account keeps what the row leaves empty.
  const { value, errors } = checkUserFields(
    {
      email: email || known?.email,
      username: username || known?.username,
      fullName: cell('full_name') || known?.fullName,
      lang: cell('lang') || known?.lang,
      status: cell('status') || (known ? String(known.status) : ''),
      password: cell('password'),
    },
    {
      accountType: state.accountType,
      isStrictPassword: state.isStrictPassword,
      isPasswordRequired: !known,
    },
  );
  if (errors) {
    return fail(
      Object.entries(errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join(' '),
    );
  }
  const taken = takenBy(state, value, known?.id);
  if (taken) return fail(taken);

  const groupCell = cell('group');
  const group = groupCell ? state.groups.get(groupCell.toLowerCase()) : null;
  if (groupCell && !group) return fail(`No user group named "${groupCell}".`);
  const userGroupId = group ? group.id : (known?.userGroupId ?? null);
  const isJoining = group && group.id !== known?.userGroupId;
  if (isJoining && group.members >= group.maxUsers) {
    return fail('The user group has reached its maximum number of users (427).');
  }
  if (!known && state.room < 1) return fail('Maximum number of users exceeded (424).');

  if (isJoining) group.members += 1;
  const values = { ...value, userGroupId };
  if (known) {
    remember(state, { ...known, email: value.email, username: value.username });
    return { kind: 'update', line: row.line, id: known.id, values };
  }
  state.room -= 1;
  return { kind: 'insert', line: row.line, values };
}

/** An e-mail or username the row wants that another account of the tenant already holds. */
function takenBy(state: ImportState, value: UserFields, ownId?: string): string | null {
  const emailHolder = value.email ? state.byEmail.get(value.email) : undefined;
  if (emailHolder && emailHolder.id !== ownId) return 'The e-mail address already exists (413).';
  const nameHolder = value.username ? state.byUsername.get(value.username) : undefined;
  if (nameHolder && nameHolder.id !== ownId) return 'The username already exists (407).';
  return null;
}

export function remember(state: ImportState, user: KnownUser): void {
  if (user.email) state.byEmail.set(user.email, user);
  if (user.username) state.byUsername.set(user.username, user);
}

import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  storedSecretPaths,
  isBilingualValue,
  isBlankText,
  mergeSecrets,
  resolveSettings,
  stripSecrets,
  validateSettings,
  withItemIds,
} from '@hondana/schemas';
import type { SettingsByKind, SettingsKindId } from '@hondana/schemas';
import type { SettingsRecord, SettingsVersion } from '@hondana/schemas/contracts';
import type { Actor } from '../access/roles';
import type { AdminScope } from '../access/scope';
import { policy } from '../access/policy';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { sanitizeHtmlFields } from './html';
import { listKinds, requireKind } from './kinds';
import { createPublicSettings } from './publicSettings';
import { publishKind } from './publish';
import { referenceErrors } from './references';
import type { HistoryAction, StoredSettings } from './repository';
import { createSettingsRepository } from './repository';

export interface SettingsServiceDeps {
  db: Knex;
  clock: Clock;
}

type Data = Record<string, unknown>;

const MAX_VERSION = 2_147_483_647;
const INVALID = 'Some settings are not valid.';

/** Ids of list items the client sent without one (12 hex characters, decisions.md). */
const newItemId = () => randomBytes(6).toString('hex');

/**
 * The tenant's brand, kept by a reset and by a save that leaves it out (a partial document):
 * it has no product default to go back to. Sending it empty or blank is a field error.
 */
function keptBrand(kind: string, stored: Data | undefined): Data {
  const name = stored?.serviceName;
  const isNamed = isBilingualValue(name) && !isBlankText(name);
  return kind === 'company' && isNamed ? { serviceName: name } : {};
}

function withKeptBrand(kind: string, incoming: unknown, stored: StoredSettings | null): unknown {
  if (!isPlainObject(incoming) || 'serviceName' in incoming) return incoming;
  return { ...keptBrand(kind, stored?.data), ...incoming };
}

interface DraftCall {
  scope: AdminScope;
  kind: string;
  data: unknown;
}

interface HistoryCall {
  scope: AdminScope;
  kind: string;
  page: { offset: number; limit: number };
}

export function createSettingsService({ db, clock }: SettingsServiceDeps) {
  const repo = createSettingsRepository(db);
  const publicSettings = createPublicSettings(repo, { clock });

  async function write(
    actor: Actor,
    companyId: string,
    kind: string,
    data: Data,
    action: HistoryAction,
  ) {
    const stored = await repo.writeVersion({
      companyId,
      kind,
      data,
      action,
      updatedBy: actor.id,
      at: clock.now(),
    });
    publicSettings.invalidate(companyId);
    return present(kind, stored);
  }

  /** Validates, keeps stored secrets the client left blank, sanitises HTML (save and preview). */
  async function accept({ scope, kind, data }: DraftCall): Promise<{ id: string; clean: Data }> {
    const definition = requireKind(kind);
    const id = policy.managedSettings(scope).id;
    const stored = await repo.find(id, kind);
    const complete = withKeptBrand(kind, withStoredSecrets(kind, data, stored), stored);
    const incoming = withItemIds(kind, complete, newItemId);
    const language = scope.language ?? 'en';
    const result = validateSettings(kind, incoming, language);
    if (!result.ok) throw AppError.badRequest(result.errors, INVALID);
    const references = await referenceErrors(db, id, kind, result.value as Data, language);
    if (Object.keys(references).length > 0) throw AppError.badRequest(references, INVALID);
    return { id, clean: sanitizeHtmlFields(definition.schema as Data, result.value) as Data };
  }

  return {
    listKinds,

    async get({ scope, kind }: { scope: AdminScope; kind: string }) {
      requireKind(kind);
      const id = policy.managedSettings(scope).id;
      return present(kind, await repo.find(id, kind));
    },

    async save(call: DraftCall) {
      const { id, clean } = await accept(call);
      return write(call.scope.actor, id, call.kind, clean, 'update');
    },

    /**
     * A draft as the reader would get it once saved, written nowhere: the console's preview
     * shows this, and an invalid draft is the same 400 the save would answer.
     */
    async preview(call: DraftCall): Promise<Data> {
      const { clean } = await accept(call);
      return publishKind(call.kind, clean);
    },

    /**
     * Server-only: a draft validated as a save would, its blank secrets filled from the stored
     * ones, resolved with them (the payment settings' verify action). Never send it to a client.
     */
    async draftWithSecrets<K extends SettingsKindId>(
      call: DraftCall & { kind: K },
    ): Promise<SettingsByKind[K]> {
      const { clean } = await accept(call);
      return resolveSettings(call.kind, clean);
    },

    /** Restores the schema defaults as a new version (secrets are cleared too). */
    async reset({ scope, kind }: { scope: AdminScope; kind: string }) {
      requireKind(kind);
      const id = policy.managedSettings(scope).id;
      const defaults = resolveSettings(kind, {}) as Data;
      const kept = keptBrand(kind, (await repo.find(id, kind))?.data);
      return write(scope.actor, id, kind, { ...defaults, ...kept }, 'reset');
    },

    async history({ scope, kind, page }: HistoryCall) {
      requireKind(kind);
      const id = policy.managedSettings(scope).id;
      const { total, entries } = await repo.history(id, kind, page.offset, page.limit);
      const items = entries.map((entry): SettingsVersion => ({
        ...present(kind, entry),
        id: entry.version,
        action: entry.action,
        updatedByName: entry.updatedByName ?? null,
      }));
      return { total, items };
    },

    /** Copies an older version forward as the newest one; history is never rewritten. */
    async rollback({
      scope,
      kind,
      version,
    }: {
      scope: AdminScope;
      kind: string;
      version: unknown;
    }) {
      requireKind(kind);
      const id = policy.managedSettings(scope).id;
      if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
        throw AppError.badRequest({ version: 'Choose a version to restore.' });
      }
      // Beyond the integer column's range no version can exist (and pg would reject the query).
      const entry = version <= MAX_VERSION ? await repo.findVersion(id, kind, version) : null;
      if (!entry) throw AppError.notFound(`Version ${version} does not exist.`);
      return write(scope.actor, id, kind, entry.data, 'rollback');
    },

    /** Every public kind of a company, resolved and secret-free (cached, see publicSettings.ts). */
    resolvePublic: publicSettings.resolve,

    /**
     * Server-only: one kind resolved WITH its stored secrets (OpenID client secrets). Never
     * hand the result to a client; every API answer goes through `present` instead.
     */
    async resolveWithSecrets<K extends SettingsKindId>(
      companyId: string,
      kind: K,
    ): Promise<SettingsByKind[K]> {
      const stored = await repo.find(companyId, kind);
      return resolveSettings(kind, stored?.data ?? {});
    },

    /**
     * Server-only: one kind resolved, any secret left out (the watermark, mail templates): for
     * the server's own use of a kind the admin API would answer with `present`.
     */
    async resolveWithoutSecrets<K extends SettingsKindId>(
      companyId: string,
      kind: K,
    ): Promise<SettingsByKind[K]> {
      const stored = await repo.find(companyId, kind);
      return stripSecrets(kind, resolveSettings(kind, stored?.data ?? {}));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/** What the admin API answers for one kind (contracts.md §5): published, never a secret. */
export function present(kind: string, stored: StoredSettings | null): SettingsRecord {
  return {
    id: kind,
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
    data: publishKind(kind, stored?.data),
    storedSecrets: storedSecretPaths(kind, stored?.data ?? {}),
  };
}

function withStoredSecrets(kind: string, incoming: unknown, stored: StoredSettings | null) {
  if (!isPlainObject(incoming)) return incoming;
  return mergeSecrets(kind, incoming, stored?.data ?? {});
}

export function isPlainObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

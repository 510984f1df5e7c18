import { fieldText, Status } from '@hondana/schemas/contracts';
import { validateResource } from '@hondana/schemas';
import type { PlanRecord } from '@hondana/schemas';
import type { Knex } from 'knex';
import { isStorable } from '../db/storable';
import { AppError } from '../errors';
import { recordBody } from '../users/recordBody';

/** Fields of the record that the server owns: never part of a write. */
const SERVER_FIELDS = [
  'id',
  'companyId',
  'subscriptionContentGroups',
  'archivedAt',
  'createdAt',
  'updatedAt',
];

/** Longest period per unit: a hundred years (spec 001 §9's 36500, 1200). */
const MAX_DURATION = { DAY: 36500, MONTH: 1200, YEAR: 100 } as const;
const MAX_FREE_DAYS = 29;

/**
 * A plan write checked: 880 for more than 29 free days (before the schema, so the spec's code
 * wins over a generic 400), then the schema, the duration per unit and the content groups,
 * which must be normal groups (type 1) of the tenant.
 */
export async function checkedPlan(db: Knex, companyId: string, input: unknown) {
  const body = recordBody(withGroupIds(input), SERVER_FIELDS);
  const free = body.numberFreeTerm;
  if (typeof free === 'number' && free > MAX_FREE_DAYS) {
    throw new AppError(Status.tooManyFreeDays, {
      fieldErrors: {
        numberFreeTerm: fieldText({ key: 'maxFreeDays', params: { limit: MAX_FREE_DAYS } }),
      },
    });
  }
  const shape = validateResource('plan', body);
  if (!shape.ok) throw AppError.badRequest(shape.errors, 'Some fields are not valid.');
  const plan = body as unknown as PlanRecord;
  const errors: Record<string, string> = {};
  // Lengths are the schema's, field by field; a NUL is refused in each text the database keeps.
  for (const field of ['name', 'description', 'refCode', 'imageName'] as const) {
    const value = plan[field];
    if (typeof value === 'string' && value.includes('\u0000')) {
      errors[field] = fieldText({ key: 'noNulCharacters' });
    }
  }
  if (plan.duration > MAX_DURATION[plan.durationType]) {
    const limit = MAX_DURATION[plan.durationType];
    errors.duration = fieldText({ key: 'maxPerUnit', params: { limit } });
  }
  if (plan.discountPrice != null && plan.discountPrice >= plan.price) {
    errors.discountPrice = fieldText({ key: 'discountBelowPrice' });
  }
  const groups = await db('content_groups')
    .where({ company_id: companyId, type: 1 })
    .whereIn('id', plan.contentGroupIds.filter(isStorable))
    .pluck('id');
  if (groups.length !== plan.contentGroupIds.length) {
    errors.contentGroupIds = fieldText({ key: 'normalContentGroups' });
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors, 'Some fields are not valid.');
  return {
    ...plan,
    name: plan.name.trim(),
    imageName: plan.imageName ?? null,
    discountPrice: plan.discountPrice ?? null,
    description: plan.description ?? '',
    numberFreeTerm: plan.numberFreeTerm ?? 0,
    refCode: plan.refCode?.trim() || null,
    isPublished: plan.isPublished ?? false,
  };
}

/**
 * v1 clients send the spec's `subscriptionContentGroups: [{ contentGroupId }]`; the console
 * sends `contentGroupIds`. Both name the same thing.
 */
function withGroupIds(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  const groups = record.subscriptionContentGroups;
  if (record.contentGroupIds !== undefined || !Array.isArray(groups)) return input;
  return {
    ...record,
    contentGroupIds: groups.map((group) =>
      typeof group === 'object' && group !== null
        ? (group as Record<string, unknown>).contentGroupId
        : group,
    ),
  };
}

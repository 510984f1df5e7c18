import type { OnboardingChecklist, OnboardingStep, PaymentMode } from '@hondana/schemas/contracts';
import { onboardingSteps } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import { createSettingsRepository } from '../settings/repository';
import {
  hasBrand,
  hasContentGroup,
  hasContentWithFile,
  hasPublishedPlan,
  hasShelvedBook,
  hasSignInRules,
} from './steps';

export interface OnboardingDeps {
  db: Knex;
  /** The tenant's payment mode (`payments/modes.ts#of`): `none` until a gateway is set up. */
  paymentMode: (companyId: string) => Promise<PaymentMode>;
}

/**
 * A new tenant's setup checklist (issue 31, item 4): each step read from the tenant's real
 * state on every call, so a step done anywhere (console, API, import) shows at once.
 */
export function createOnboarding({ db, paymentMode }: OnboardingDeps) {
  const settings = createSettingsRepository(db);

  return {
    /** `GET /api/admin/onboarding`: company admins, and system admins on a chosen tenant. */
    async checklist({ scope }: { scope: AdminScope }): Promise<OnboardingChecklist> {
      const company = policy.managedSettings(scope);
      const id = company.id;
      const [companySettings, header, content, groups, mode, plan, shelved] = await Promise.all([
        settings.find(id, 'company'),
        settings.find(id, 'header'),
        hasContentWithFile(db, id),
        hasContentGroup(db, id),
        paymentMode(id),
        hasPublishedPlan(db, id),
        hasShelvedBook(db, id),
      ]);
      const done: Record<OnboardingStep, boolean> = {
        brand: hasBrand(companySettings, header),
        content,
        groups,
        signIn: hasSignInRules(companySettings),
        payments: mode !== 'none',
        plan,
        publish: company.status === 'ACTIVE' && shelved,
      };
      const steps = onboardingSteps.map((step) => ({ step, isDone: done[step] }));
      return { companyId: id, steps, isComplete: steps.every((s) => s.isDone) };
    },
  };
}

export type Onboarding = ReturnType<typeof createOnboarding>;

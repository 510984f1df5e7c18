import type { OnboardingStep } from '@hondana/schemas/contracts';

/** The console page where each step is done. */
export const stepLinks: Record<OnboardingStep, string> = {
  brand: '/settings/company',
  content: '/contents/create',
  groups: '/content-groups/create',
  signIn: '/settings/company',
  payments: '/settings/payment',
  plan: '/plans/create',
  publish: '/contents',
};

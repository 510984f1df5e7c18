/**
 * A new tenant's setup checklist on the console dashboard (issue 31, item 4), in the order it
 * is shown. Each step is computed by the server from the tenant's real state.
 */
export const onboardingSteps = [
  'brand',
  'content',
  'groups',
  'signIn',
  'payments',
  'plan',
  'publish',
] as const;

export type OnboardingStep = (typeof onboardingSteps)[number];

/** `GET /api/admin/onboarding`: every step with whether it is done. */
export interface OnboardingChecklist {
  companyId: string;
  steps: { step: OnboardingStep; isDone: boolean }[];
  /** Every step done: the console collapses the checklist. */
  isComplete: boolean;
}

export { createOnboarding } from './service';
export type { Onboarding } from './service';

export { createPlanService } from './service';
export type { PlanService } from './service';
export { createOrdinalService, ordinalPercent, ordinalsOf } from './ordinals';
export type { OrdinalService } from './ordinals';
export { planRepository, listPrice } from './repository';
export type { Plan } from './repository';

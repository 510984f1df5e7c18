import { referenceWidget } from '../../schemaForm/widgets/ReferenceWidget';

/** rjsf widget for a `subscriptionPlanId`: one of the tenant's plans. */
export const PlanWidget = referenceWidget({ resource: 'plans' });

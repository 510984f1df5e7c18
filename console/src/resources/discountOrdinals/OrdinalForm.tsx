import type { UiSchema } from '@rjsf/utils';
import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';
import { PlanWidget } from './PlanWidget';

const uiOverlay: UiSchema = { subscriptionPlanId: { 'ui:widget': PlanWidget } };

/** Create and edit form of a discount ordinal, generated from its resource schema. */
export const OrdinalForm = () => (
  <RecordSchemaForm schemaName="discountOrdinal" uiOverlay={uiOverlay} />
);

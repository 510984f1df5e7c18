import type { UiSchema } from '@rjsf/utils';
import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';
import { ContentGroupsWidget } from './ContentGroupsWidget';

const uiOverlay: UiSchema = { contentGroupIds: { 'ui:widget': ContentGroupsWidget } };

/** Create and edit form of a plan, generated from its resource schema. */
export const PlanForm = () => <RecordSchemaForm schemaName="plan" uiOverlay={uiOverlay} />;

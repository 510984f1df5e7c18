import type { UiSchema } from '@rjsf/utils';
import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';
import { UserGroupWidget } from '../userGroups/UserGroupWidget';

const uiOverlay: UiSchema = { userGroupId: { 'ui:widget': UserGroupWidget } };

export const IpGroupForm = () => <RecordSchemaForm schemaName="ipGroup" uiOverlay={uiOverlay} />;

import type { UiSchema } from '@rjsf/utils';
import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';
import { ContentWidget } from './ContentWidget';

const uiOverlay: UiSchema = { contentId: { 'ui:widget': ContentWidget } };

/** Create and edit form of a content link, generated from its resource schema. */
export const ContentLinkForm = () => (
  <RecordSchemaForm schemaName="contentLink" uiOverlay={uiOverlay} />
);

import LinkIcon from '@mui/icons-material/Link';
import { CardContent, Divider } from '@mui/material';
import {
  CreateButton,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useSaveContext,
} from 'react-admin';
import { RecordEdit } from '../../schemaForm/RecordEdit';
import { SaveToolbar } from '../../schemaForm/SaveToolbar';
import { UploadPanel } from '../../upload/UploadPanel';
import type { Content } from './content';
import { ContentFieldsForm } from './ContentFieldsForm';
import { ContentFileCard } from './ContentFileCard';

export const ContentEdit = () => (
  <RecordEdit<Content> actions={<ContentEditActions />}>
    {(record) => <ContentEditBody record={record} />}
  </RecordEdit>
);

/** Share link: a new content link with this content chosen. */
const ContentEditActions = () => (
  <TopToolbar>
    <ShareLinkButton />
  </TopToolbar>
);

const ShareLinkButton = () => {
  const record = useRecordContext<Content>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <CreateButton
      resource="content-links"
      label="console.contentLinks.create"
      icon={<LinkIcon />}
      to={{
        pathname: createPath({ resource: 'content-links', type: 'create' }),
        search: `?source=${encodeURIComponent(JSON.stringify({ contentId: record.id }))}`,
      }}
    />
  );
};

/** The file (with replace and text status) above the fields, and the upload panel. */
const ContentEditBody = ({ record }: { record: Content }) => {
  const { save, saving } = useSaveContext();
  return (
    <>
      <CardContent>
        <ContentFileCard record={record} />
      </CardContent>
      <Divider />
      <CardContent>
        <ContentFieldsForm
          record={record}
          isSaving={!!saving}
          onSubmit={async (data) => save?.(data)}
        >
          {(isDirty) => <SaveToolbar isDirty={isDirty} isSaving={!!saving} />}
        </ContentFieldsForm>
      </CardContent>
      <UploadPanel />
    </>
  );
};

import { Alert, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DeleteActions } from '../shared/ConfirmDeleteButton';
import { RecordEdit } from '../../schemaForm/RecordEdit';
import { CopyLinkField } from './CopyLinkField';
import { ContentLinkForm } from './ContentLinkForm';

/** A link's address to copy, then its label, expiry and access; revoking is its deletion. */
export const ContentLinkEdit = () => {
  const translate = useTranslate();
  return (
    <RecordEdit actions={<DeleteActions />}>
      {(record) => (
        <>
          <CardContent data-testid="content-link-address">
            <Alert severity={record.status === 'EXPIRED' ? 'warning' : 'info'} icon={false}>
              {translate(
                record.status === 'EXPIRED'
                  ? 'console.contentLinks.expired'
                  : 'console.contentLinks.share',
              )}
              <CopyLinkField source="url" />
            </Alert>
          </CardContent>
          <ContentLinkForm />
        </>
      )}
    </RecordEdit>
  );
};

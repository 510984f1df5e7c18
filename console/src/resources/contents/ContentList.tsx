import WarningIcon from '@mui/icons-material/WarningAmber';
import { Tooltip } from '@mui/material';
import {
  BooleanField,
  ChipField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceArrayField,
  SingleFieldList,
  TextField,
  useTranslate,
} from 'react-admin';
import { UploadPanel } from '../../upload/UploadPanel';
import type { Content } from './content';
import { ContentBulkActions } from './ContentBulkActions';
import { contentFilters } from './contentFilters';
import { ContentListActions } from './ContentListActions';
import { ContentListEmpty } from './ContentListEmpty';
import { PendingTextPoller } from './PendingTextPoller';
import { TextStatusField } from './TextStatusField';

const FileNameField = (_props: { label?: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<Content>
      label="console.contents.file"
      render={(record) => (
        <span>
          {record.fileName ?? '—'}
          {record.hasActiveContent && (
            <Tooltip title={translate('console.contents.activeContent')}>
              <WarningIcon
                color="warning"
                fontSize="small"
                sx={{ verticalAlign: 'middle', ml: 0.5 }}
                data-testid="active-content-icon"
              />
            </Tooltip>
          )}
        </span>
      )}
    />
  );
};

export const ContentList = () => {
  const translate = useTranslate();
  return (
    <>
      <List
        filters={contentFilters}
        actions={<ContentListActions />}
        empty={<ContentListEmpty />}
        sort={{ field: 'createdAt', order: 'DESC' }}
      >
        <PendingTextPoller />
        <Datagrid rowClick="edit" bulkActionButtons={<ContentBulkActions />}>
          <TextField source="title" />
          <TextField source="author" />
          <FunctionField<Content>
            source="type"
            render={(record) => (record.type ? translate(`enums.${record.type}`) : '')}
          />
          <ReferenceArrayField source="groupIds" reference="content-groups" sortable={false}>
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
          <BooleanField source="isPublished" />
          <FileNameField label="console.contents.file" />
          <TextStatusField source="textStatus" label="console.contents.textStatus" />
          <DateField source="updatedAt" label="console.contents.updatedAt" showTime />
        </Datagrid>
      </List>
      <UploadPanel />
    </>
  );
};

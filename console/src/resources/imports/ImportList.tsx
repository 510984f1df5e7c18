import type { ImportJob } from '@hondana/schemas/contracts';
import { Chip, LinearProgress } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { EmptyList } from '../shared/EmptyList';
import { ImportContentsButton, ImportUsersButton } from './ImportButtons';

const statusColour = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
} as const;

/** Both imports start here: users and contents. */
const ImportButtons = () => (
  <>
    <ImportUsersButton />
    <ImportContentsButton />
  </>
);

const ListActions = () => (
  <TopToolbar>
    <ImportButtons />
  </TopToolbar>
);

/** The tenant's CSV imports (users and contents), newest first. */
export const ImportList = () => {
  const translate = useTranslate();
  return (
    <List
      actions={<ListActions />}
      empty={<EmptyList actions={<ImportButtons />} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" showTime sortable={false} />
        <TextField source="fileName" sortable={false} />
        <FunctionField<ImportJob>
          source="type"
          sortable={false}
          render={(job) => translate(`console.imports.types.${job.type}`, { _: job.type })}
        />
        <FunctionField<ImportJob>
          source="mode"
          sortable={false}
          render={(job) => (job.mode ? translate(`enums.${job.mode}`) : '—')}
        />
        <FunctionField<ImportJob>
          source="status"
          sortable={false}
          render={(job) => (
            <Chip
              size="small"
              color={statusColour[job.status]}
              label={translate(`console.imports.status.${job.status}`)}
            />
          )}
        />
        <FunctionField<ImportJob>
          source="progress"
          sortable={false}
          render={(job) => (
            <LinearProgress variant="determinate" value={job.progress} sx={{ minWidth: 100 }} />
          )}
        />
        <DateField source="finishedAt" showTime sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
};

import type { ImportJob } from '@hondana/schemas/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Chip, LinearProgress } from '@mui/material';
import {
  Button,
  Datagrid,
  DateField,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';

const statusColour = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
} as const;

const ListActions = () => {
  const createPath = useCreatePath();
  return (
    <TopToolbar>
      <Button
        label="console.imports.users.title"
        component={Link}
        to={createPath({ resource: 'imports', type: 'create' })}
      >
        <UploadFileIcon />
      </Button>
    </TopToolbar>
  );
};

/** The tenant's CSV imports (users and contents), newest first. */
export const ImportList = () => {
  const translate = useTranslate();
  return (
    <List actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
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

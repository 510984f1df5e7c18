import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import DoneIcon from '@mui/icons-material/TaskAlt';
import {
  Box,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { dropFinishedUploads, UploadState, type UploadItem } from './uploadQueue';
import { useFailureDetails } from './useUploadErrorToast';
import { useUploads } from './useUploads';

/** The running and finished uploads with a progress bar each; closing drops finished ones. */
export const UploadPanel = () => {
  const translate = useTranslate();
  const uploads = useUploads();
  if (uploads.length === 0) return null;
  return (
    <Paper
      elevation={6}
      data-testid="upload-panel"
      sx={{ position: 'fixed', right: 16, bottom: 16, width: 380, zIndex: 1300, maxHeight: '50vh' }}
    >
      <Stack direction="row" alignItems="center" sx={{ pl: 2, pr: 1, pt: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {translate('console.upload.title')}
        </Typography>
        <IconButton
          size="small"
          aria-label={translate('console.upload.close')}
          onClick={dropFinishedUploads}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <List dense sx={{ overflowY: 'auto', maxHeight: 'calc(50vh - 48px)' }}>
        {uploads.map((item) => (
          <UploadRow key={item.id} item={item} />
        ))}
      </List>
    </Paper>
  );
};

const UploadRow = ({ item }: { item: UploadItem }) => {
  const translate = useTranslate();
  const details = useFailureDetails();
  const isFailed = item.state === UploadState.error;
  return (
    <ListItem
      data-testid="upload-item"
      data-state={item.state}
      data-progress={item.progress}
      sx={{ display: 'block' }}
    >
      <Stack direction="row" alignItems="center" gap={1}>
        <Typography variant="body2" noWrap sx={{ flex: 1 }} title={item.name}>
          {item.name}
        </Typography>
        <Typography variant="caption" data-testid="upload-percent">
          {item.progress} %
        </Typography>
        {item.state === UploadState.success && <DoneIcon color="success" fontSize="small" />}
        {isFailed && <ErrorIcon color="error" fontSize="small" />}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={item.progress}
        color={isFailed ? 'error' : item.state === UploadState.success ? 'success' : 'primary'}
        aria-label={item.name}
      />
      {isFailed && item.failure && (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" color="error">
            {translate(`api.error.${item.failure.code}`, {
              _: item.failure.message ?? translate('api.error.unknown'),
            })}
          </Typography>
          {details(item.failure).map((detail) => (
            <Typography key={detail} variant="caption" color="error" component="div">
              {detail}
            </Typography>
          ))}
        </Box>
      )}
    </ListItem>
  );
};

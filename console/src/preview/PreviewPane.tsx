import { previewPath } from '@hondana/schemas/contracts';
import DesktopIcon from '@mui/icons-material/DesktopWindows';
import PhoneIcon from '@mui/icons-material/PhoneIphone';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  AlertTitle,
  Box,
  Card,
  Chip,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePreviewChannel, type PreviewChannel } from './usePreviewChannel';

interface PreviewPaneProps {
  companyId: string | number;
  kind: string;
  draft: unknown;
  isDirty: boolean;
}

const mobileWidth = 375;

/** The tenant's reader in preview mode, fed with the unsaved draft of the open settings kind. */
export const PreviewPane = ({ companyId, kind, draft, isDirty }: PreviewPaneProps) => {
  const translate = useTranslate();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  const [reloads, setReloads] = useState(0);
  const src = previewPath(companyId);
  const frameKey = `${src}#${reloads}`;
  const { isReady, refused } = usePreviewChannel(frameRef, frameKey, kind, draft);

  return (
    <Card variant="outlined" sx={{ p: 1, position: 'sticky', top: 64 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }} data-testid="preview-label">
          {translate(isDirty ? 'console.preview.unsaved' : 'console.preview.title')}
        </Typography>
        {!isReady && <Chip size="small" label={translate('console.preview.loading')} />}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_event, value) => value && setDevice(value)}
        >
          <ToggleButton value="desktop" aria-label={translate('console.preview.desktop')}>
            <DesktopIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="mobile" aria-label={translate('console.preview.mobile')}>
            <PhoneIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title={translate('console.preview.reload')}>
          <IconButton
            size="small"
            aria-label={translate('console.preview.reload')}
            data-testid="preview-reload"
            onClick={() => setReloads((count) => count + 1)}
          >
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          justifyContent: 'center',
          bgcolor: 'action.hover',
        }}
      >
        {refused && <RefusedDraft refused={refused} />}
        <iframe
          key={frameKey}
          ref={frameRef}
          src={src}
          title={translate('console.preview.title')}
          data-testid="preview-frame"
          data-ready={isReady ? 'true' : 'false'}
          style={{
            border: 0,
            width: device === 'mobile' ? mobileWidth : '100%',
            height: 'calc(100vh - 200px)',
            minHeight: 480,
            background: '#fff',
          }}
        />
      </Box>
    </Card>
  );
};

/** Over the frame while the draft is invalid: the reader would not show it, so neither do we. */
const RefusedDraft = ({ refused }: { refused: NonNullable<PreviewChannel['refused']> }) => {
  const translate = useTranslate();
  const fields = Object.entries(refused.errors);
  return (
    <Box
      data-testid="preview-refused"
      sx={{ position: 'absolute', inset: 0, zIndex: 1, bgcolor: 'background.paper', p: 2 }}
    >
      <Alert severity="warning">
        <AlertTitle>{translate('console.preview.invalid')}</AlertTitle>
        {fields.length === 0 && refused.message}
        {fields.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {fields.map(([path, message]) => (
              <li key={path}>
                {path ? `${path}: ` : ''}
                {message}
              </li>
            ))}
          </Box>
        )}
      </Alert>
    </Box>
  );
};

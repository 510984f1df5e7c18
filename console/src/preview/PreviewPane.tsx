import { previewPage, previewPath } from '@hondana/schemas/contracts';
import DesktopIcon from '@mui/icons-material/DesktopWindows';
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import PhoneIcon from '@mui/icons-material/PhoneIphone';
import TabletIcon from '@mui/icons-material/TabletMac';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
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
import { useGetList, useTranslate } from 'react-admin';
import { PreviewFrame, type PreviewDevice } from './PreviewFrame';
import { RefusedDraft } from './RefusedDraft';
import { usePreviewChannel } from './usePreviewChannel';

const devices: { device: PreviewDevice; Icon: typeof DesktopIcon }[] = [
  { device: 'desktop', Icon: DesktopIcon },
  { device: 'tablet', Icon: TabletIcon },
  { device: 'mobile', Icon: PhoneIcon },
];

interface PreviewPaneProps {
  companyId: string | number;
  kind: string;
  draft: unknown;
  isDirty: boolean;
}

/**
 * The tenant's reader in preview mode, fed with the unsaved draft of the open settings kind,
 * opened on the page that kind changes (previewPage), at desktop, tablet or phone width
 * (scaled into the panel when it is narrower); "full width" lays the preview over the page.
 */
export const PreviewPane = ({ companyId, kind, draft, isDirty }: PreviewPaneProps) => {
  const translate = useTranslate();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [isWide, setIsWide] = useState(false);
  const [reloads, setReloads] = useState(0);
  const sample = useSampleContent(kind === 'contentDetail');
  const src = `${previewPath(companyId)}${previewPage(kind, sample, draft)}`;
  const frameKey = `${src}#${reloads}`;
  const { isReady, refused } = usePreviewChannel(frameRef, frameKey, kind, draft);

  return (
    <Card
      variant="outlined"
      data-testid="preview-pane"
      data-wide={isWide ? 'true' : 'false'}
      sx={
        isWide
          ? { p: 1, position: 'fixed', inset: '56px 0 0 0', zIndex: 'appBar', overflow: 'auto' }
          : { p: 1, position: 'sticky', top: 64 }
      }
    >
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
          {devices.map(({ device: value, Icon }) => (
            <ToggleButton
              key={value}
              value={value}
              aria-label={translate(`console.preview.${value}`)}
              data-testid={`preview-${value}`}
            >
              <Icon fontSize="small" />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Tooltip title={translate(isWide ? 'console.preview.narrow' : 'console.preview.wide')}>
          <IconButton
            size="small"
            aria-label={translate(isWide ? 'console.preview.narrow' : 'console.preview.wide')}
            aria-pressed={isWide}
            data-testid="preview-wide"
            onClick={() => setIsWide((wide) => !wide)}
          >
            {isWide ? (
              <CloseFullscreenIcon fontSize="small" />
            ) : (
              <OpenInFullIcon fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
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
      <Box sx={{ position: 'relative', bgcolor: 'action.hover' }}>
        {refused && <RefusedDraft refused={refused} />}
        <PreviewFrame
          key={frameKey}
          ref={frameRef}
          src={src}
          device={device}
          title={translate('console.preview.title')}
          isReady={isReady}
        />
      </Box>
    </Card>
  );
};

/** The id of a content the detail preview can show (the tenant's first), when wanted. */
function useSampleContent(isWanted: boolean): string | undefined {
  // By title: the same sample every time the form opens (ids are random per tenant).
  const { data } = useGetList(
    'contents',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'title', order: 'ASC' } },
    { enabled: isWanted },
  );
  return isWanted && data?.[0] ? String(data[0].id) : undefined;
}

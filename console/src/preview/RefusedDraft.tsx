import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PublishedDraft } from './publishDraft';

type Refused = Extract<PublishedDraft, { ok: false }>;

/** Over the frame while the draft is invalid: the reader would not show it, so neither do we. */
export const RefusedDraft = ({ refused }: { refused: Refused }) => {
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

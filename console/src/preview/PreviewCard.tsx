import { Box, Card, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface PreviewCardProps {
  isDirty: boolean;
  isLoading: boolean;
  /** The card's controls beside its title (device or language choice). */
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
  /** The card's title when it is not a preview (the payment settings' connection check). */
  title?: string;
}

/** The aside every preview sits in: "Preview" (or "not saved yet"), a loading chip, controls. */
export const PreviewCard = ({
  isDirty,
  isLoading,
  actions,
  children,
  testId,
  title,
}: PreviewCardProps) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId} sx={{ p: 1, position: 'sticky', top: 64 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }} data-testid="preview-label">
          {title ?? translate(isDirty ? 'console.preview.unsaved' : 'console.preview.title')}
        </Typography>
        {isLoading && <Chip size="small" label={translate('console.preview.loading')} />}
        {actions}
      </Stack>
      <Box sx={{ position: 'relative', minHeight: 240 }}>{children}</Box>
    </Card>
  );
};

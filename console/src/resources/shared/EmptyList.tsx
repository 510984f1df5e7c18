import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateButton,
  useGetResourceLabel,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';

interface EmptyListProps {
  /** The ways to fill the list; the resource's Create button when not given. */
  actions?: ReactNode;
}

/**
 * A list with nothing in it yet (a new tenant's first visit): says so and offers what fills it,
 * instead of react-admin's bare "No X yet". `console.empty.help.<resource>` explains, if any.
 */
export const EmptyList = ({ actions }: EmptyListProps) => {
  const resource = useResourceContext() ?? '';
  const { hasCreate } = useResourceDefinition();
  const translate = useTranslate();
  const name = useGetResourceLabel()(resource, 2);
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }} data-testid="empty-list">
      <InboxIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate('console.empty.title', { name })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`console.empty.help.${resource}`, { _: translate('console.empty.help.any') })}
      </Typography>
      <Stack direction="row" spacing={1} justifyContent="center">
        {actions ?? (hasCreate ? <CreateButton variant="contained" /> : null)}
      </Stack>
    </Box>
  );
};

import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled part of the profile (a `region` named by its heading). */
export const Panel = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => (
  <Stack component="section" spacing={1} aria-labelledby={`${id}-title`} data-testid={id}>
    <Typography id={`${id}-title`} variant="h6" component="h2">
      {title}
    </Typography>
    {children}
  </Stack>
);

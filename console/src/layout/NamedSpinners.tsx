import type { Theme } from '@mui/material';
import { ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Every spinner in the console (react-admin's list, form and app-bar loaders, ours) is a
 * progressbar, which needs a name a screen reader can say (axe `aria-progressbar-name`): the
 * current language's "Loading", given as the default of every CircularProgress below.
 */
export const NamedSpinners = ({ children }: { children: ReactNode }) => {
  const label = useTranslate()('ra.page.loading');
  const withLabel = (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiCircularProgress: {
        ...outer.components?.MuiCircularProgress,
        defaultProps: {
          ...outer.components?.MuiCircularProgress?.defaultProps,
          'aria-label': label,
        },
      },
    },
  });
  return <ThemeProvider theme={withLabel}>{children}</ThemeProvider>;
};

import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme made to pass WCAG AA contrast (axe-core, issue 12): its blues
 * (#2196f3 app bar, #1976d2 buttons on the #fafafb page) fall below 4.5:1; #1565c0 gives 5.6:1
 * or more. The empty-list and loading messages are secondary text rather than the disabled grey.
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    RaEmpty: {
      styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
    RaLoading: {
      styleOverrides: { root: { '& .RaLoading-message': { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
  },
};

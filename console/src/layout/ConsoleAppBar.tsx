import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { TenantSelector } from '../tenant/TenantSelector';

export const ConsoleAppBar = () => (
  <AppBar
    toolbar={
      <>
        <TenantSelector />
        <LocalesMenuButton />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
  </AppBar>
);

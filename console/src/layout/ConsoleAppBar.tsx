import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { TenantSelector } from '../tenant/TenantSelector';
import { ConsoleUserMenu } from './ConsoleUserMenu';

export const ConsoleAppBar = () => (
  <AppBar
    userMenu={<ConsoleUserMenu />}
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

import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { TenantSelector } from '../tenant/TenantSelector';
import { ConsoleUserMenu } from './ConsoleUserMenu';
import { PaymentModeNotice } from './PaymentModeNotice';

export const ConsoleAppBar = () => (
  <AppBar
    userMenu={<ConsoleUserMenu />}
    toolbar={
      <>
        <PaymentModeNotice />
        <TenantSelector />
        <LocalesMenuButton />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
  </AppBar>
);

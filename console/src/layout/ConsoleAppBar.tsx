import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { PaymentModeNotice } from '../paymentMode/PaymentModeNotice';
import { TenantSelector } from '../tenant/TenantSelector';
import { ConsoleUserMenu } from './ConsoleUserMenu';

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

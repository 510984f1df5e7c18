import { Outlet } from 'react-router';
import { Banner } from '../features/banner/Banner';
import { PageFrame } from './PageFrame';

/**
 * The sign-in pages inside the tenant's header, banner and footer: a tenant that requires
 * sign-in shows its brand to every visitor it turns away (issue 31). No sidebar: its blocks
 * list content groups, which such a tenant keeps for signed-in readers.
 */
export function LoginLayout() {
  return (
    <PageFrame top={<Banner />}>
      <Outlet />
    </PageFrame>
  );
}

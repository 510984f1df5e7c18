import { Menu } from 'react-admin';
import { SettingsMenu } from '../resources/settings/SettingsMenu';

/** Each entry shows only when the role may use it (authProvider.canAccess, roles.ts). */
export const ConsoleMenu = () => (
  <Menu>
    <Menu.DashboardItem />
    <Menu.ResourceItem name="companies" />
    <Menu.ResourceItem name="users" />
    <Menu.ResourceItem name="user-groups" />
    <Menu.ResourceItem name="ip-groups" />
    <Menu.ResourceItem name="imports" />
    <Menu.ResourceItem name="contents" />
    <Menu.ResourceItem name="content-groups" />
    <SettingsMenu />
  </Menu>
);

import { Menu } from 'react-admin';
import { SettingsMenu } from '../resources/settings/SettingsMenu';

export const ConsoleMenu = () => (
  <Menu>
    <Menu.DashboardItem />
    <Menu.ResourceItem name="companies" />
    <SettingsMenu />
  </Menu>
);

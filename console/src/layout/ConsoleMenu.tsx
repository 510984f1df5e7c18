import { Menu } from 'react-admin';
import { registry } from '../registry';
import { menuItems } from './menuItems';

export const ConsoleMenu = () => (
  <Menu>
    <Menu.DashboardItem />
    {menuItems(registry)}
  </Menu>
);

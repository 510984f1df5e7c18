import { Menu } from 'react-admin';
import type { ResourceBundle } from '../resources/shared/resourceBundle';

/**
 * Each bundle's part of the menu: its own, else a link to its list. Every entry shows only
 * when the role may use it (`authProvider.canAccess`, from the bundle's `roles`).
 */
export const menuItems = (bundles: readonly ResourceBundle[]) =>
  bundles.map(({ name, list, menu: BundleMenu }) => {
    if (BundleMenu) return <BundleMenu key={name} />;
    return list ? <Menu.ResourceItem key={name} name={name} /> : null;
  });

import { Outlet } from 'react-router';
import { useSettings } from '../config/configContext';
import { SearchPanel } from '../features/search/SearchPanel';
import { Sidebar } from '../features/sidebar/Sidebar';
import { useIsMobile } from '../shared/useIsMobile';
import { PageFrame } from './PageFrame';
import { useMenuState } from './useMenuState';

const DRAWER_ID = 'hd-drawer';

/** Search layout: the top search panel and the results area; the drawer only on mobile. */
export function SearchLayout() {
  const { layout } = useSettings();
  const isMobile = useIsMobile();
  const menu = useMenuState(isMobile);
  return (
    <PageFrame
      menu={
        isMobile ? { controls: DRAWER_ID, isOpen: menu.isOpen, onToggle: menu.toggle } : undefined
      }
      top={<SearchPanel />}
      hasPageMargins={layout.layoutType === 'HOME_AND_SEARCH'}
      sidebar={
        isMobile && (
          <Sidebar
            id={DRAWER_ID}
            isOpen={menu.isOpen}
            isMobile
            hasBlocks={false}
            onClose={menu.close}
          />
        )
      }
    >
      <Outlet />
    </PageFrame>
  );
}

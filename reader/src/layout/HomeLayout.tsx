import { Outlet } from 'react-router';
import { useSettings } from '../config/configContext';
import { Banner } from '../features/banner/Banner';
import { Sidebar } from '../features/sidebar/Sidebar';
import { useIsMobile } from '../shared/useIsMobile';
import { PageFrame } from './PageFrame';
import { useMenuState } from './useMenuState';

const SIDEBAR_ID = 'hd-sidebar';

/** Home layout: header, banner, sidebar, page. HOME_AND_SEARCH (layout 3) adds side margins. */
export function HomeLayout() {
  const { layout } = useSettings();
  const isMobile = useIsMobile();
  const menu = useMenuState(isMobile);
  const hasMenu = isMobile || layout.showSidebar;
  return (
    <PageFrame
      menu={
        hasMenu ? { controls: SIDEBAR_ID, isOpen: menu.isOpen, onToggle: menu.toggle } : undefined
      }
      top={<Banner />}
      hasPageMargins={layout.layoutType === 'HOME_AND_SEARCH'}
      sidebar={
        hasMenu && (
          <Sidebar
            id={SIDEBAR_ID}
            isOpen={menu.isOpen}
            isMobile={isMobile}
            hasBlocks={layout.showSidebar}
            onClose={menu.close}
          />
        )
      }
    >
      <Outlet />
    </PageFrame>
  );
}

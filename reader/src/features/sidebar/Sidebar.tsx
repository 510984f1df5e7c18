import { useTranslation } from '../../i18n/useTranslation';
import { useContentGroups } from '../contentGroup/useContentGroups';
import { GroupList } from './GroupList';
import { NewInformationPanel } from './NewInformationPanel';
import { SortBlock } from './SortBlock';
import { Drawer } from './Drawer';
import { MobileNav } from './MobileNav';
import './sidebar.css';

interface Props {
  id: string;
  isOpen: boolean;
  isMobile: boolean;
  /** layout.showSidebar: the blocks; the mobile drawer's navigation shows regardless. */
  hasBlocks: boolean;
  onClose: () => void;
}

export function Sidebar({ id, isOpen, isMobile, hasBlocks, onClose }: Props) {
  const { t } = useTranslation();
  const groups = useContentGroups(hasBlocks);
  const blocks = hasBlocks && (
    <>
      <SortBlock />
      <GroupList
        id="hd-special-groups"
        title={t('sidebar.specialGroups')}
        groups={groups.special}
      />
      <GroupList id="hd-genres" title={t('sidebar.differentGenres')} groups={groups.normal} />
      <NewInformationPanel />
    </>
  );
  if (isMobile) {
    return (
      <Drawer id={id} isOpen={isOpen} onClose={onClose} label={t('sidebar.label')}>
        <MobileNav onClose={onClose} />
        {blocks}
      </Drawer>
    );
  }
  return (
    <aside
      id={id}
      className="hd-sidebar"
      aria-label={t('sidebar.label')}
      hidden={!isOpen || !hasBlocks}
    >
      {blocks}
    </aside>
  );
}

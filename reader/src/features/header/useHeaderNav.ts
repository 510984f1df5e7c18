import { useSettings } from '../../config/configContext';

export interface HeaderNav {
  /** The books / home-search link: hidden in layout 3 (spec §2). */
  hasBooksLink: boolean;
  /** Layout 3 shows a search icon instead. */
  hasSearchIcon: boolean;
}

export function useHeaderNav(): HeaderNav {
  const { header, layout } = useSettings();
  const isLayout3 = layout.layoutType === 'HOME_AND_SEARCH';
  return {
    hasBooksLink: !isLayout3 && layout.layoutType !== 'SEARCH' && header.showBooksLink,
    hasSearchIcon: isLayout3,
  };
}

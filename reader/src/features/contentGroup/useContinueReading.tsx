import { useTranslation } from '../../i18n/useTranslation';
import { useConfig } from '../../config/configContext';
import { viewOnlineUrl } from '../contentDetail/viewOnline';
import type { ContentGroup, ContentItem } from '../contentList/types';
import { GroupType } from '../contentList/types';

/**
 * Issue 32 item 6, continue reading: in the "Recently read" group a card reopens the book
 * in the viewer (a new tab, as VIEW does), where the viewer restores the saved page; its
 * cover does so too. Other groups keep their links to the detail page (no props).
 */
export function useContinueReading(group: Pick<ContentGroup, 'id' | 'type'> | undefined) {
  const { t } = useTranslation();
  const { basePath, preview } = useConfig();
  if (group?.type !== GroupType.RECENTLY_READ) return { props: {}, dialog: null };
  // Without the group: the recently-read group holds no book, and a viewer token asked for a
  // group the book is not in is refused (as for any group the reader may not open). Only a
  // signed-in reader has this group, so no sign-in or plan popup is needed: useOpenBook (and
  // the popup, download and viewer calls it brings) stays out of the home page's first chunk.
  const open = (item: ContentItem) => {
    if (preview) return;
    const url = viewOnlineUrl(window.location.origin, basePath, item.id);
    const tab = window.open(url, '_blank');
    // A blocked tab: the book opens here instead (the reader asked for it).
    if (tab) tab.opener = null;
    else window.location.assign(url);
  };
  const buttonsOf = (item: ContentItem) => (
    <button
      type="button"
      className="hd-button hd-card__continue"
      data-testid="continue-reading"
      onClick={() => open(item)}
      aria-label={`${t('content.continueReading')}: ${item.title}`}
    >
      {t('content.continueReading')}
    </button>
  );
  return { props: { onOpen: open, buttonsOf }, dialog: null };
}

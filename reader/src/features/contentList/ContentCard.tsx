import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../config/configContext';
import { FavouriteBookmark } from '../favourites/FavouriteBookmark';
import { Badge } from './Badge';
import { Cover } from './Cover';
import { ProgressBar, ProgressText } from './ReadingProgress';
import type { ContentItem } from './types';
import { useIconSize } from './useIconSize';

interface Props {
  item: ContentItem;
  to: string;
  contentGroupId?: string;
  /** The configured buttons under a search result. */
  children?: ReactNode;
  /** When given, the cover opens the book (ContentList). */
  onOpen?: (item: ContentItem) => void;
}

export function ContentCard({ item, to, contentGroupId, children, onOpen }: Props) {
  const { searchResult } = useSettings();
  const media = useRef<HTMLDivElement>(null);
  const iconSize = useIconSize(media);
  const isOnImage = searchResult.buttonFavouritePosition === 'IMAGE';
  const bookmark = (placement: 'image' | 'information') => (
    <FavouriteBookmark
      item={item}
      contentGroupId={contentGroupId}
      size={iconSize}
      placement={placement}
    />
  );
  return (
    <article className="hd-card" data-testid="content-card" data-content-id={item.id}>
      <div ref={media} className="hd-card__media hd-cover">
        <Link
          to={to}
          tabIndex={-1}
          aria-hidden="true"
          className="hd-cover__link"
          onClick={
            onOpen &&
            ((event) => {
              event.preventDefault();
              onOpen(item);
            })
          }
        >
          <Cover item={item} />
        </Link>
        {item.readingProgress && <ProgressBar progress={item.readingProgress} />}
        {isOnImage && bookmark('image')}
      </div>
      <div className="hd-card__info">
        <Badge type={item.type} />
        <h3 className="hd-card__title">
          <Link to={to}>{item.title}</Link>
          {!isOnImage && bookmark('information')}
        </h3>
        {item.author && <p className="hd-card__author">{item.author}</p>}
        {item.readingProgress && <ProgressText progress={item.readingProgress} />}
        {children}
      </div>
    </article>
  );
}

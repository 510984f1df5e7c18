import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../config/configContext';
import { FavouriteBookmark } from '../favourites/FavouriteBookmark';
import { Badge } from './Badge';
import { Cover } from './Cover';
import type { ContentItem } from './types';
import { useIconSize } from './useIconSize';

interface Props {
  item: ContentItem;
  to: string;
  contentGroupId?: string;
  /** The configured buttons under a search result. */
  children?: ReactNode;
}

export function ContentCard({ item, to, contentGroupId, children }: Props) {
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
        <Link to={to} tabIndex={-1} aria-hidden="true" className="hd-cover__link">
          <Cover item={item} />
        </Link>
        {isOnImage && bookmark('image')}
      </div>
      <div className="hd-card__info">
        <Badge type={item.type} />
        <h3 className="hd-card__title">
          <Link to={to}>{item.title}</Link>
          {!isOnImage && bookmark('information')}
        </h3>
        {item.author && <p className="hd-card__author">{item.author}</p>}
        {children}
      </div>
    </article>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import { useFavouriteToggle, useIsFavorite } from './useFavourites';
import './favourites.css';

interface Props {
  item: { id: string; isFavorite?: boolean; title: string };
  contentGroupId?: string;
  /** Spec §9: 8% of the smaller cover side, 15-45 px (favouriteIconSize). */
  size: number;
  placement: 'image' | 'information';
}

/** The favourite bookmark on a cover or next to the title (searchResult.buttonFavouritePosition). */
export function FavouriteBookmark({ item, contentGroupId, size, placement }: Props) {
  const { t } = useTranslation();
  const isFavorite = useIsFavorite(item);
  const toggle = useFavouriteToggle();
  return (
    <button
      type="button"
      className={`hd-bookmark hd-bookmark--${placement}`}
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'favourite.remove' : 'favourite.add', { title: item.title })}
      title={t(isFavorite ? 'favourite.remove' : 'favourite.add', { title: item.title })}
      data-testid="favourite-bookmark"
      style={{ width: size, height: size }}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggle(item, contentGroupId);
      }}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
        <path
          d="M6 3h12v18l-6-4-6 4z"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

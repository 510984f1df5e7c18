import type { ContentItem } from './types';

/** The cover image, or the title on a plain card when the content has none. */
export function Cover({ item }: { item: Pick<ContentItem, 'coverUrl' | 'title'> }) {
  if (item.coverUrl) {
    return <img className="hd-cover__image" src={item.coverUrl} alt="" loading="lazy" />;
  }
  return (
    <span className="hd-cover__placeholder" aria-hidden="true">
      {item.title}
    </span>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { useSettings } from '../../config/configContext';
import { ContentCard } from './ContentCard';
import type { ContentItem } from './types';
import './contentList.css';

interface Props {
  items: ContentItem[];
  linkOf: (item: ContentItem) => string;
  contentGroupId?: string;
  buttonsOf?: (item: ContentItem) => ReactNode;
  /** Opens the book itself from its cover (the recently-read group), not its detail page. */
  onOpen?: (item: ContentItem) => void;
  label?: string;
  /** A home shelf: one scrolling band of `numRow` rows, or wrapped lines (isWrapLine). */
  shelf?: { isWrapLine: boolean; numRow: number };
}

/** Contents as a grid or a list (layout.viewPage). */
export function ContentList(props: Props) {
  const { items, linkOf, contentGroupId, buttonsOf, onOpen, label, shelf } = props;
  const { layout } = useSettings();
  const view = shelf ? (shelf.isWrapLine ? 'wrap' : 'band') : layout.viewPage.toLowerCase();
  const style = shelf ? ({ '--hd-shelf-rows': shelf.numRow } as CSSProperties) : undefined;
  return (
    <ul className={`hd-contents hd-contents--${view}`} aria-label={label} style={style}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard
            item={item}
            to={linkOf(item)}
            contentGroupId={contentGroupId}
            onOpen={onOpen}
          >
            {buttonsOf?.(item)}
          </ContentCard>
        </li>
      ))}
    </ul>
  );
}

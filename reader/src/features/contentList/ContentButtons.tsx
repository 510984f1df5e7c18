import { useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { SearchResultSettings } from '@hondana/schemas';
import { useFavouriteToggle, useIsFavorite } from '../favourites/useFavourites';
import { SubscriptionPopup } from '../subscription/SubscriptionPopup';
import { createButtonDelay } from './buttonDelay';
import { Icon } from './Icon';
import { themedColour } from './themeColours';
import type { ContentItem } from './types';
import { useText } from '../../i18n/useText';

type Button = SearchResultSettings['buttons'][number];

interface Props {
  buttons: Button[];
  item: ContentItem;
  contentGroupId?: string;
  /** The DETAIL button's target; absent on the detail page itself. */
  detailTo?: string;
  onView: () => void;
  /** DOWNLOAD's action (the stamped copy). */
  onDownload: () => void;
  align: 'LEFT' | 'CENTER' | 'RIGHT';
}

/**
 * The tenant's configured buttons (searchResult / contentDetail `buttons`). Download mode: a
 * content the reader may download shows DOWNLOAD instead of VIEW when both are configured;
 * SUBSCRIBE opens the plan popup (the plans opening this group when there is one) and is left
 * out on a book the reader already holds by a plan.
 */
export function ContentButtons(props: Props) {
  const { buttons, item, contentGroupId, detailTo, onView, onDownload, align } = props;
  const isFavorite = useIsFavorite(item);
  const toggleFavourite = useFavouriteToggle();
  const [isPopupOpen, setIsPopupOpen] = useState(false);
  const delays = useRef(new Map<string, (now: number) => boolean>());
  /** The button's configured delay (spec §9) between two actions. */
  const mayAct = (button: Button): boolean => {
    let gate = delays.current.get(button.id);
    if (!gate) {
      gate = createButtonDelay(button.delay);
      delays.current.set(button.id, gate);
    }
    return gate(Date.now());
  };
  const text = useText();
  const hasDownload = item.canDownload === true && buttons.some((b) => b.actionType === 'DOWNLOAD');
  const shown = buttons.filter((button) => {
    if (button.actionType === 'VIEW') return item.view !== false && !hasDownload;
    if (button.actionType === 'DOWNLOAD') return hasDownload;
    if (button.actionType === 'DETAIL') return detailTo !== undefined;
    // A book the reader already holds by a plan has nothing left to subscribe to (issue 32).
    if (button.actionType === 'SUBSCRIBE') return !(item.isSubscriptionPlan && item.isRegistered);
    return button.actionType === 'FAVOURITE';
  });
  if (shown.length === 0) return null;
  return (
    <div className={`hd-actions hd-actions--${align.toLowerCase()}`}>
      {isPopupOpen && (
        <SubscriptionPopup contentGroupId={contentGroupId} onClose={() => setIsPopupOpen(false)} />
      )}
      {shown.map((button) => {
        const content = (
          <>
            {button.isShowIcon && <Icon name={button.icon} />}
            <span>{text(button.label)}</span>
          </>
        );
        const props = {
          className: 'hd-action',
          style: styleOf(button),
          'data-action': button.actionType,
        };
        if (button.actionType === 'DETAIL') {
          return (
            <Link key={button.id} to={detailTo as string} {...props}>
              {content}
            </Link>
          );
        }
        if (button.actionType === 'SUBSCRIBE') {
          return (
            <button
              key={button.id}
              type="button"
              {...props}
              onClick={() => mayAct(button) && setIsPopupOpen(true)}
            >
              {content}
            </button>
          );
        }
        const isToggle = button.actionType === 'FAVOURITE';
        return (
          <button
            key={button.id}
            type="button"
            {...props}
            aria-pressed={isToggle ? isFavorite : undefined}
            onClick={() => {
              if (!mayAct(button)) return;
              if (isToggle) void toggleFavourite(item, contentGroupId);
              else if (button.actionType === 'DOWNLOAD') onDownload();
              else onView();
            }}
          >
            {content}
          </button>
        );
      })}
    </div>
  );
}

function styleOf(button: Button): CSSProperties {
  return {
    '--hd-action-fg': themedColour(button.color),
    '--hd-action-bg': themedColour(button.backgroundColor),
    '--hd-action-hover-fg': themedColour(button.hoverColor),
    '--hd-action-hover-bg': themedColour(button.hoverBackgroundColor),
    width: button.width > 0 ? button.width : undefined,
    height: button.height > 0 ? button.height : undefined,
  } as CSSProperties;
}

import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { Status } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { useSettings } from '../../config/configContext';
import { LoadingError } from '../errors/LoadingError';
import { FavouriteBookmark } from '../favourites/FavouriteBookmark';
import { Badge } from '../contentList/Badge';
import { ContentButtons } from '../contentList/ContentButtons';
import { Cover } from '../contentList/Cover';
import { detailPath, groupBaseOf } from '../contentList/detailPath';
import type { ContentDetail } from '../contentList/types';
import { useIconSize } from '../contentList/useIconSize';
import { useLoad } from '../contentList/useLoad';
import { useIsSignedIn } from '../contentList/useReaderStatus';
import { DetailFields } from './DetailFields';
import { disclosedItems } from './disclosure';
import { RegisteredMark } from './RegisteredMark';
import { SeriesList } from './SeriesList';
import { useOpenBook } from './useOpenBook';
import './detail.css';

/** Answers that mean "there is no such content for you": the no-data text, not a retry. */
const NO_DATA = new Set<number>([
  Status.badRequest,
  Status.unauthorized,
  Status.forbidden,
  Status.notFound,
  Status.contentUnpublished,
]);

interface Props {
  contentId: string;
  contentGroupId?: string;
}

/** Spec §2 content detail page (lazily loaded; ContentDetailRoute checks the id first). */
export default function ContentDetailPage({ contentId, contentGroupId }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const isSignedIn = useIsSignedIn();
  const loaded = useLoad(
    isSignedIn === null ? null : JSON.stringify([contentId, contentGroupId, isSignedIn]),
    () =>
      isSignedIn
        ? api<ContentDetail>('GET', `/content/detail/${contentId}`, { query: { contentGroupId } })
        : api<ContentDetail>('GET', '/content/public/detail', {
            query: { id: contentId, contentGroupId },
          }),
  );
  if (loaded.error instanceof ApiError && NO_DATA.has(loaded.error.status)) {
    return <p className="hd-page hd-detail__none">{t('content.noData')}</p>;
  }
  if (loaded.error) return <LoadingError onRetry={loaded.retry} />;
  if (!loaded.data) return <p className="hd-page hd-paged__status">{t('common.loading')}</p>;
  return <DetailView content={loaded.data} contentGroupId={contentGroupId} />;
}

function DetailView({
  content,
  contentGroupId,
}: {
  content: ContentDetail;
  contentGroupId?: string;
}) {
  const { contentDetail, searchResult } = useSettings();
  const { pathname } = useLocation();
  const cover = useRef<HTMLDivElement>(null);
  const iconSize = useIconSize(cover);
  const book = useOpenBook();
  const base = contentGroupId ? groupBaseOf(pathname) : '/search';
  const bookmark = (placement: 'image' | 'information') => (
    <FavouriteBookmark
      item={content}
      contentGroupId={contentGroupId}
      size={iconSize}
      placement={placement}
    />
  );
  const isOnImage = searchResult.buttonFavouritePosition === 'IMAGE';
  return (
    <article
      className="hd-page hd-detail"
      data-testid="content-detail"
      data-content-id={content.id}
    >
      <div className="hd-detail__main">
        <div ref={cover} className="hd-detail__cover hd-cover">
          <Cover item={content} />
          {isOnImage && bookmark('image')}
        </div>
        <div className="hd-detail__info">
          <div className="hd-detail__marks">
            <Badge type={content.type} />
            {content.isRegistered && (
              <RegisteredMark isSubscriptionPlan={content.isSubscriptionPlan} />
            )}
            {!isOnImage && bookmark('information')}
          </div>
          <DetailFields
            items={disclosedItems(contentDetail.itemSettings, contentDetail.disclosure, content)}
            content={content}
          />
          <ContentButtons
            buttons={contentDetail.buttons}
            item={content}
            contentGroupId={contentGroupId}
            onView={() => book.open(content.id, contentGroupId, content)}
            onDownload={() => book.download(content.id, contentGroupId, content)}
            align={contentDetail.buttonPosition}
          />
        </div>
      </div>
      {content.contentLayoutDetail === 'SERIES' && (
        <SeriesList
          contentId={content.id}
          contentGroupId={contentGroupId}
          linkOf={(item) => detailPath(item.id, { base, groupId: contentGroupId })}
        />
      )}
      {book.dialog}
    </article>
  );
}

import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isElementId, isReservedSegment } from '../../layout/routeRules';

/**
 * The catch-all /{contentGroupId}[/{contentId}] page. A reserved or malformed group goes
 * to /404; a malformed content id goes home (spec §2 guard 11).
 */
export default function ContentGroupPage() {
  const { t } = useTranslation();
  const { contentGroupId = '', contentId } = useParams();
  if (isReservedSegment(contentGroupId) || !isElementId(contentGroupId)) {
    return <Navigate to="/404" replace />;
  }
  if (contentId !== undefined && !isElementId(contentId)) return <Navigate to="/" replace />;
  return (
    <section className="hd-page" aria-labelledby="hd-page-title">
      <h1 id="hd-page-title" className="hd-page__title">
        {t('contentGroup.title')}
      </h1>
    </section>
  );
}

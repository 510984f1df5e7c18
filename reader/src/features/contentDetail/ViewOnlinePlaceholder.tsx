import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** /view-online/{id}[/{contentGroupId}]: where the viewer (a later issue) will open the book. */
export default function ViewOnlinePlaceholder() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <main className="hd-page" data-testid="view-online" data-content-id={id}>
      <p>{t('content.viewerPlaceholder')}</p>
    </main>
  );
}

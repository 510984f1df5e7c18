import { useTranslation } from 'react-i18next';

/** The home page body; content group shelves arrive with content browsing. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="hd-page" aria-labelledby="hd-page-title">
      <h1 id="hd-page-title" className="hd-page__title">
        {t('home.title')}
      </h1>
      <p>{t('home.intro')}</p>
    </section>
  );
}

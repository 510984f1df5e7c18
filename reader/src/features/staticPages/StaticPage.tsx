import { useTranslation } from '../../i18n/useTranslation';
import type { PagesItem, PagesSettings } from '@hondana/schemas';
import './staticPage.css';

export type StaticPageItem = PagesItem;

/** The page at /{slug}, if the tenant defined one. */
export function findStaticPage(pages: PagesSettings, slug: string): StaticPageItem | undefined {
  return pages.items.find((page) => page.slug === slug);
}

/** A tenant-defined page (about, guide, FAQ) in the reader's language, else the other one. */
export function StaticPage({ page }: { page: StaticPageItem }) {
  const { i18n } = useTranslation();
  const isEn = i18n.language === 'en';
  const title = isEn ? page.titleEn || page.titleJa : page.titleJa || page.titleEn;
  const html = isEn ? page.htmlEn || page.htmlJa : page.htmlJa || page.htmlEn;
  return (
    <article className="hd-page hd-static-page" aria-labelledby="hd-page-title">
      <h1 id="hd-page-title" className="hd-page__title">
        {title || page.slug}
      </h1>
      {/* Sanitised by the server on save and again when the configuration is resolved. */}
      <div className="hd-static-page__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Header, type MenuControl } from '../features/header/Header';
import { Footer } from '../features/footer/Footer';
import { useSettings } from '../config/configContext';

interface Props {
  menu?: MenuControl;
  /** Full-width parts between the header and the page (banner, search panel). */
  top?: ReactNode;
  sidebar?: ReactNode;
  hasPageMargins?: boolean;
  children: ReactNode;
}

/** Landmarks every layout shares: skip link, header, main, footer. */
export function PageFrame({ menu, top, sidebar, hasPageMargins = false, children }: Props) {
  const { t } = useTranslation();
  // No-layout mode (spec §2): the page alone, without header, banner, sidebar or footer.
  if (useSettings().layout.noLayout) {
    return (
      <main id="hd-main" className="hd-main hd-main--bare">
        {children}
      </main>
    );
  }
  return (
    <div className={`hd-frame${hasPageMargins ? ' hd-frame--margins' : ''}`}>
      <a href="#hd-main" className="hd-skip-link">
        {t('nav.skipToContent')}
      </a>
      <Header menu={menu} />
      <div className="hd-frame__content">
        {top}
        <div className="hd-frame__body">
          {sidebar}
          <main id="hd-main" className="hd-main" tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
      <Footer />
    </div>
  );
}

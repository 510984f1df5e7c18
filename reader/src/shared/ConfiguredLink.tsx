import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useConfig } from '../config/configContext';
import { linkTarget } from './linkTarget';

interface Props {
  type: string | undefined;
  url: string | undefined;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** A link from the tenant's settings (header, footer, banner). */
export function ConfiguredLink({ type, url, className, style, children }: Props) {
  const { t } = useTranslation();
  const { preview } = useConfig();
  const target = linkTarget(type, url);
  switch (target.kind) {
    case 'router':
      return (
        <Link to={target.to} className={className} style={style}>
          {children}
        </Link>
      );
    case 'sameWindow':
      return (
        <a
          href={target.href}
          className={className}
          style={style}
          onClick={preview ? stay : undefined}
        >
          {children}
        </a>
      );
    case 'newWindow':
      return (
        <a
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
          style={style}
          onClick={preview ? stay : undefined}
          title={preview ? t('preview.popupSuppressed') : undefined}
        >
          {children}
          <span className="hd-visually-hidden"> {t('newWindow')}</span>
        </a>
      );
    case 'none':
      return (
        <span className={className} style={style}>
          {children}
        </span>
      );
  }
}

/** Preview must not leave the console's iframe or open popups. */
function stay(event: MouseEvent) {
  event.preventDefault();
}

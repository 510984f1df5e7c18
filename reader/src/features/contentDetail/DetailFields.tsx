import type { ContentDetailSettings } from '@hondana/schemas';
import { useTranslation } from '../../i18n/useTranslation';
import { badgeOf } from '../contentList/badge';
import type { ContentDetail } from '../contentList/types';
import { useText } from '../../i18n/useText';

type Item = ContentDetailSettings['itemSettings'][number];

/** The configured text fields (contentDetail.itemSettings): label, width (of 12), box. */
export function DetailFields({ items, content }: { items: Item[]; content: ContentDetail }) {
  const { t } = useTranslation();
  const text = useText();
  const valueOf = (field: Item['field']): string => {
    if (field === 'type') {
      const badge = badgeOf(content.type);
      return badge ? t(`content.badge.${badge}`) : '';
    }
    return String(content[field] ?? '');
  };
  return (
    <dl className="hd-detail__fields">
      {items.map((item) => {
        const value = valueOf(item.field);
        if (!value) return null;
        const isTitle = item.field === 'title';
        return (
          <div
            key={item.field}
            className={`hd-detail__field${item.hasBox ? ' hd-detail__field--box' : ''}`}
            style={{ gridColumn: `span ${Math.min(12, Math.max(1, item.size))}` }}
            data-field={item.field}
          >
            <dt className={item.isShowLabel ? 'hd-detail__label' : 'hd-visually-hidden'}>
              {text(item.title) || t(`content.field.${item.field}`)}
            </dt>
            <dd
              className={isTitle ? 'hd-detail__value hd-detail__value--title' : 'hd-detail__value'}
            >
              {value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useSettings } from '../../config/configContext';
import {
  currentSort,
  HOME_SEARCH_DISABLED_FIELD,
  nextSort,
  writeSort,
} from '../contentList/sortState';
import { useText } from '../../i18n/useText';

export function SortBlock() {
  const { t } = useTranslation();
  const { sortFields } = useSettings();
  const text = useText();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const items = sortFields.items.filter((item) => item.type === 'HOME_SORT');
  if (items.length === 0) return null;
  const isHomeSearch = /^\/home-search(\/|$)/.test(pathname);
  const sort = currentSort(items, params);
  return (
    <section className="hd-sidebar__block" aria-labelledby="hd-sort-title">
      <h2 id="hd-sort-title" className="hd-sidebar__heading">
        {t('sidebar.sortOrder')}
      </h2>
      <ul className="hd-sidebar__list">
        {items.map((item) => {
          const isSelected = sort?.sortField === item.field;
          const direction = isSelected && sort ? (sort.sort ? 'ascending' : 'descending') : null;
          return (
            <li key={item.id || item.field}>
              <button
                type="button"
                className="hd-sidebar__item"
                aria-pressed={isSelected}
                disabled={isHomeSearch && item.field === HOME_SEARCH_DISABLED_FIELD}
                onClick={() =>
                  setParams(writeSort(params, nextSort(sort, item)), { replace: true })
                }
              >
                <span>{text(item.title)}</span>
                {direction && (
                  <span className="hd-sidebar__direction" aria-label={t(`sidebar.${direction}`)}>
                    {direction === 'ascending' ? '↑' : '↓'}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

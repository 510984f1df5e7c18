import type { SortFieldsItem } from '@hondana/schemas';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { nextSort, writeSort, type SortState } from '../contentList/sortState';
import { useText } from '../../i18n/useText';

interface Props {
  items: SortFieldsItem[];
  sort: SortState | null;
}

/** The results' sort selector: a field and a direction, kept in the URL. */
export function SortSelect({ items, sort }: Props) {
  const { t } = useTranslation();
  const text = useText();
  const [params, setParams] = useSearchParams();
  if (items.length === 0 || !sort) return null;
  const apply = (state: SortState) => {
    const next = writeSort(params, state);
    next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <div className="hd-sort">
      <label htmlFor="hd-sort-field">{t('sidebar.sortOrder')}</label>
      <select
        id="hd-sort-field"
        className="hd-input"
        value={sort.sortField}
        onChange={(event) => {
          const item = items.find((candidate) => candidate.field === Number(event.target.value));
          if (item) apply(nextSort(null, item));
        }}
      >
        {items.map((item) => (
          <option key={item.id || item.field} value={item.field}>
            {text(item.title)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="hd-button hd-button--outline"
        data-testid="sort-direction"
        onClick={() => apply({ ...sort, sort: !sort.sort })}
      >
        {t(sort.sort ? 'sidebar.ascending' : 'sidebar.descending')}
      </button>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useSettings } from '../../config/configContext';
import { BoxField } from './BoxField';
import { boxesOf, readSearchState, tabOf, writeSearchState, type BoxValues } from './searchState';
import './search.css';
import { useText } from '../../i18n/useText';

/**
 * The top search panel: the tenant's tabs, each with its search boxes; the search button
 * always lands on /search with the search in the URL (spec §2).
 */
export function SearchPanel() {
  const { t } = useTranslation();
  const text = useText();
  const { search } = useSettings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, setState] = useState(() => readSearchState(params, search));
  const activeTab = tabOf(state.tabId, search);
  const boxes = boxesOf(activeTab, search);

  const setValues = (boxId: string, values: string[]) =>
    setState((current) => ({
      ...current,
      values: { ...current.values, [boxId]: values } as BoxValues,
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/search?${writeSearchState(state, search)}`);
  };

  return (
    <section className="hd-search-panel" aria-label={t('search.panel')}>
      {search.tabs.length > 1 && (
        <div className="hd-search-panel__tabs" role="group" aria-label={t('search.tabs')}>
          {search.tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              className="hd-search-panel__tab"
              aria-pressed={tab.id === activeTab?.id}
              data-tab-type={tab.type}
              onClick={() => setState((current) => ({ ...current, tabId: tab.id }))}
            >
              {text(tab.title)}
            </button>
          ))}
        </div>
      )}
      <form role="search" className="hd-search-panel__form" onSubmit={submit}>
        <div className="hd-search-panel__boxes">
          {boxes.map((box) => (
            <BoxField
              key={box.id}
              box={box}
              values={state.values[box.id] ?? []}
              onChange={(values) => setValues(box.id, values)}
            />
          ))}
        </div>
        <button type="submit" className="hd-button hd-search-panel__submit">
          {t('search.submit')}
        </button>
      </form>
    </section>
  );
}

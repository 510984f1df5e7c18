import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../config/configContext';
import './search.css';

/**
 * The top search panel: the tenant's tabs and a keyword box. Structured search boxes
 * (operations 2-7) arrive with the search issue; a search always lands on /search.
 */
export function SearchPanel() {
  const { t } = useTranslation();
  const { search } = useSettings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [activeTabId, setActiveTabId] = useState(params.get('tab') ?? search.tabs[0]?.id ?? '');
  const [keyword, setKeyword] = useState(params.get('q') ?? '');
  const activeTab = search.tabs.find((tab) => tab.id === activeTabId) ?? search.tabs[0];
  const firstBox = search.boxes.find((box) => activeTab?.searchBoxIds.includes(box.id));
  const label = (firstBox?.isShowLabel && firstBox.label) || t('search.keyword');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams();
    if (keyword.trim()) query.set('q', keyword.trim());
    if (activeTab) query.set('tab', activeTab.id);
    navigate(`/search?${query}`);
  };

  return (
    <section className="hd-search-panel" aria-label={t('search.panel')}>
      {search.tabs.length > 1 && (
        <div className="hd-search-panel__tabs">
          {search.tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              className="hd-search-panel__tab"
              aria-pressed={tab.id === activeTab?.id}
              onClick={() => setActiveTabId(tab.id)}
            >
              {tab.title}
            </button>
          ))}
        </div>
      )}
      <form role="search" className="hd-search-panel__form" onSubmit={submit}>
        <label htmlFor="hd-search-keyword" className="hd-search-panel__label">
          {label}
        </label>
        <input
          id="hd-search-keyword"
          type="search"
          className="hd-input"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="hd-button">
          {t('search.submit')}
        </button>
      </form>
    </section>
  );
}

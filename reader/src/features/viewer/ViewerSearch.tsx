import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { MAX_QUERY } from './useDocumentSearch';
import type { DocumentSearch } from './useDocumentSearch';
import { useNavigationText } from './navigationTexts';

/**
 * The toolbar's search: a field (Enter searches, Enter again steps), Match case and Whole word
 * toggles (a search already made is made again), the count, previous / next. While pages are
 * still being read the count says how many hits so far; the final count follows.
 */
export function ViewerSearch({ search }: { search: DocumentSearch }) {
  const { t } = useTranslation();
  const text = useNavigationText();
  const [typed, setTyped] = useState('');
  const { hits, index, isSearching, isCapped, pagesRead, query, options } = search;
  const toggles = [
    { key: 'matchCase', label: text('matchCase'), glyph: 'Aa' },
    { key: 'wholeWord', label: text('wholeWord'), glyph: 'ab|' },
  ] as const;
  const submit = (direction: 1 | -1) => {
    if (typed.trim() && typed.trim() === query) search.step(direction);
    else search.search(typed);
  };
  const countText = () => {
    if (isSearching) {
      return hits.length === 0 ? t('viewer.searching') : text('hitsSoFar', { total: hits.length });
    }
    const total = isCapped ? `${hits.length}+` : hits.length;
    return t('viewer.hits', { current: index + 1, total });
  };
  return (
    <form
      className="hd-viewer__group"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit(1);
      }}
    >
      <label className="hd-viewer__search-field">
        <span className="hd-visually-hidden">{t('viewer.search')}</span>
        <input
          type="search"
          data-testid="viewer-search"
          placeholder={t('viewer.search')}
          maxLength={MAX_QUERY}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.shiftKey) {
              event.preventDefault();
              submit(-1);
            }
          }}
        />
      </label>
      {toggles.map(({ key, label, glyph }) => (
        <button
          key={key}
          type="button"
          className="hd-viewer__button hd-viewer__button--text"
          data-testid={`viewer-search-${key}`}
          title={label}
          aria-pressed={Boolean(options[key])}
          onClick={() => search.setOptions({ ...options, [key]: !options[key] })}
        >
          {/* Named by its words, not the glyph (axe label-content-name-mismatch). */}
          <span aria-hidden="true">{glyph}</span>
          <span className="hd-visually-hidden">{label}</span>
        </button>
      ))}
      {query && (
        <span
          className="hd-viewer__count"
          data-testid="viewer-search-count"
          data-pages-read={pagesRead}
          aria-live="polite"
          // Announced when the scan ends, not at every page read.
          aria-busy={isSearching}
        >
          {countText()}
        </span>
      )}
      <button
        type="button"
        className="hd-viewer__button"
        data-testid="viewer-search-previous"
        aria-label={t('viewer.previousHit')}
        disabled={hits.length === 0}
        onClick={() => search.step(-1)}
      >
        ▲
      </button>
      <button
        type="button"
        className="hd-viewer__button"
        data-testid="viewer-search-next"
        aria-label={t('viewer.nextHit')}
        disabled={hits.length === 0}
        onClick={() => search.step(1)}
      >
        ▼
      </button>
    </form>
  );
}

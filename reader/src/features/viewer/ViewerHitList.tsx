import { useTranslation } from '../../i18n/useTranslation';
import { labelOf } from './pageLabels';
import { useNavigationText } from './navigationTexts';
import { ViewerSidePanel } from './ViewerSidePanel';
import type { DocumentSearch } from './useDocumentSearch';

interface Props {
  id: string;
  search: DocumentSearch;
  labels: string[] | null;
  /** Called after a hit is chosen (a phone closes the panel to show it). */
  onChosen(): void;
  onClose(): void;
}

/**
 * The search's hits as a side panel, like the outline: page label and the words around each.
 * While pages are still being read it lists the hits found so far, in reading order.
 */
export function ViewerHitList({ id, search, labels, onChosen, onClose }: Props) {
  const { t } = useTranslation();
  const text = useNavigationText();
  return (
    <ViewerSidePanel id={id} title={text('hits')} testId="viewer-search-list" onClose={onClose}>
      {search.isSearching && <p>{t('viewer.searching')}</p>}
      {search.hits.length === 0 ? (
        !search.isSearching && <p>{text('noHits')}</p>
      ) : (
        <ol className="hd-viewer__outline-list">
          {search.hits.map((hit, index) => (
            <li key={index}>
              <button
                type="button"
                className="hd-viewer__outline-entry"
                data-testid="viewer-search-entry"
                aria-current={index === search.index ? 'location' : undefined}
                onClick={() => {
                  search.select(index);
                  onChosen();
                }}
              >
                <span>
                  {hit.excerpt.before}
                  <mark>{hit.excerpt.match}</mark>
                  {hit.excerpt.after}
                </span>
                <span className="hd-viewer__outline-page">
                  {text('hitPage', { page: labelOf(hit.page, labels) })}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </ViewerSidePanel>
  );
}

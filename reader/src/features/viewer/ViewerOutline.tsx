import type { OutlineEntry } from './bookNavigation';
import { labelOf } from './pageLabels';
import { useNavigationText } from './navigationTexts';
import { ViewerSidePanel } from './ViewerSidePanel';

interface Props {
  id: string;
  outline: OutlineEntry[];
  labels: string[] | null;
  /** The page being read: its chapter is marked as the current one. */
  page: number;
  onJump(page: number): void;
  onClose(): void;
}

/** The book's outline as a side panel of buttons; an entry jumps to its page. */
export function ViewerOutline({ id, outline, labels, page, onJump, onClose }: Props) {
  const text = useNavigationText();
  const current = currentEntry(outline, page);
  const renderEntries = (entries: OutlineEntry[]) => (
    <ol className="hd-viewer__outline-list">
      {entries.map((entry, index) => (
        <li key={index}>
          <button
            type="button"
            className="hd-viewer__outline-entry"
            data-testid="viewer-outline-entry"
            disabled={entry.page === null}
            aria-current={entry === current ? 'location' : undefined}
            onClick={() => entry.page !== null && onJump(entry.page)}
          >
            <span>{entry.title}</span>
            {entry.page !== null && (
              <span className="hd-viewer__outline-page">{labelOf(entry.page, labels)}</span>
            )}
          </button>
          {entry.children.length > 0 && renderEntries(entry.children)}
        </li>
      ))}
    </ol>
  );
  return (
    <ViewerSidePanel id={id} title={text('contents')} testId="viewer-outline" onClose={onClose}>
      {outline.length === 0 ? <p>{text('noOutline')}</p> : renderEntries(outline)}
    </ViewerSidePanel>
  );
}

/** The last entry (in reading order) that starts at or before `page`. */
function currentEntry(outline: OutlineEntry[], page: number): OutlineEntry | null {
  let found: OutlineEntry | null = null;
  const walk = (entries: OutlineEntry[]) => {
    for (const entry of entries) {
      if (entry.page !== null && entry.page <= page && (!found || entry.page >= found.page!))
        found = entry;
      walk(entry.children);
    }
  };
  walk(outline);
  return found;
}

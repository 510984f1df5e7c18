import { useNavigationText } from './navigationTexts';

/** "Preparing pages for print: n of m" with a bar and Cancel, while printPages.ts renders. */
export function PrintProgress({
  done,
  total,
  onCancel,
}: {
  done: number;
  total: number;
  onCancel(): void;
}) {
  const text = useNavigationText();
  const label = text('preparing', { done, total });
  return (
    <div className="hd-viewer__print-progress" data-testid="viewer-print-progress">
      <span role="status">{label}</span>
      <progress max={total} value={done} aria-label={label} />
      <button
        type="button"
        className="hd-viewer__button hd-viewer__button--text"
        data-testid="viewer-print-cancel"
        onClick={onCancel}
      >
        {text('cancel')}
      </button>
    </div>
  );
}

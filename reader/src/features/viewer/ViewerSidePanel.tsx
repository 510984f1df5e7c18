import type { ReactNode } from 'react';
import { useNavigationText } from './navigationTexts';

interface Props {
  id: string;
  title: string;
  testId: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The viewer's side slot (outline, thumbnails, search hits): a landmark named by its heading,
 * a Close button, and Escape that closes it from anywhere inside.
 */
export function ViewerSidePanel({ id, title, testId, onClose, children }: Props) {
  const text = useNavigationText();
  return (
    <nav
      id={id}
      className="hd-viewer__panel"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="hd-viewer__panel-head">
        <h2 id={`${id}-title`} className="hd-viewer__panel-title">
          {title}
        </h2>
        <button
          type="button"
          className="hd-viewer__button hd-viewer__button--text"
          onClick={onClose}
        >
          {text('close')}
        </button>
      </div>
      {children}
    </nav>
  );
}

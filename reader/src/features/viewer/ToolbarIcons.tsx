/**
 * Icons for the desktop row's buttons (issue 32: the toolbar in one row). Each button keeps
 * its words as a visually hidden name and a tooltip, so the icon is only decoration.
 */
const paths = {
  contents: 'M4 6h2M9 6h11M4 12h2M9 12h11M4 18h2M9 18h11',
  thumbnails: 'M4 4h6v7H4zM14 4h6v7h-6zM4 15h6v5H4zM14 15h6v5h-6z',
  hits: 'M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12M14.5 14.5 20 20M4 21h9',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  print: 'M7 9V4h10v5M7 17H4v-8h16v8h-3M7 14h10v6H7z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
} as const;

export type ToolbarIconName = keyof typeof paths;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="hd-viewer__icon">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A button's words, or (compact) its icon with the words kept for assistive technology. */
export function ButtonLabel({
  label,
  icon,
  isCompact,
}: {
  label: string;
  icon: ToolbarIconName;
  isCompact?: boolean;
}) {
  if (!isCompact) return <>{label}</>;
  return (
    <>
      <ToolbarIcon name={icon} />
      <span className="hd-visually-hidden">{label}</span>
    </>
  );
}

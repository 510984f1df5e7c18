import { useTranslation } from '../../i18n/useTranslation';
import { ViewerSearch } from './ViewerSearch';
import {
  FileActions,
  LayoutToggles,
  PageControls,
  PanelToggles,
  ScreenButtons,
  ZoomControls,
} from './ToolbarControls';
import type { ToolbarProps } from './toolbarProps';

export { panelIds } from './ToolbarControls';
export type { ViewerPanel } from './toolbarProps';

/**
 * The desktop toolbar: panels, page jump and turns, zoom and fit, layout, search, keys, full
 * screen, print and download in one row (it wraps when the window is narrow but not a phone).
 */
export function ViewerToolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <header className="hd-viewer__bar" role="toolbar" aria-label={t('viewer.toolbar')}>
      <h1 className="hd-viewer__title" title={props.title}>
        {props.title}
      </h1>
      <PanelToggles props={props} />
      <PageControls props={props} />
      <ZoomControls props={props} />
      <LayoutToggles props={props} />
      <ViewerSearch search={props.search} />
      <ScreenButtons props={props} />
      <FileActions props={props} />
    </header>
  );
}

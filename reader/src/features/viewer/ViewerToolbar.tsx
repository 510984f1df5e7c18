import { useTranslation } from '../../i18n/useTranslation';
import { ViewerSearch } from './ViewerSearch';
import { ViewerViewMenu } from './ViewerViewMenu';
import {
  FileActions,
  PageControls,
  PanelToggles,
  ScreenButtons,
  ZoomSteps,
} from './ToolbarControls';
import type { ToolbarProps } from './toolbarProps';

export { panelIds } from './ToolbarControls';
export type { ViewerPanel } from './toolbarProps';

/**
 * The desktop toolbar, one row down to 1024 px in Japanese and English: panels, page jump and
 * turns, zoom, the View pop-out (fit and layout), search, keys, full screen, print and
 * download, the last ones as icons named by their words (docs/decisions.md, issue 32).
 */
export function ViewerToolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <header
      className="hd-viewer__bar hd-viewer__bar--desktop"
      role="toolbar"
      aria-label={t('viewer.toolbar')}
    >
      <h1 className="hd-viewer__title" title={props.title}>
        {props.title}
      </h1>
      <PanelToggles props={props} isCompact />
      <PageControls props={props} />
      <div className="hd-viewer__group">
        <ZoomSteps props={props} />
      </div>
      <ViewerViewMenu props={props} />
      <ViewerSearch search={props.search} />
      <div className="hd-viewer__group">
        <ScreenButtons props={props} isCompact />
      </div>
      <FileActions props={props} isCompact />
    </header>
  );
}

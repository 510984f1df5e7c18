import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PublicSettings } from '@hondana/schemas';
import type { PreviewDraft, ShellConfig } from '@hondana/schemas/contracts';
import { usePreviewBridge } from '../preview/usePreviewBridge';
import { useText } from '../i18n/useText';
import { ConfigContext, type ReaderConfig } from './configContext';

interface Props {
  shell: ShellConfig;
  children: ReactNode;
}

export function ConfigProvider({ shell, children }: Props) {
  const [settings, setSettings] = useState<PublicSettings>(shell.settings);
  const kinds = useMemo(() => Object.keys(shell.settings), [shell.settings]);
  const applyDraft = useCallback(({ kind, data }: PreviewDraft) => {
    setSettings((current) => ({ ...current, [kind]: data }));
  }, []);
  usePreviewBridge(shell.preview, kinds, applyDraft);

  const text = useText();
  useEffect(() => {
    // The server rendered the published theme into the shell's <style id="hondana-theme">:
    // only a preview's draft, or a page without that style (the dev harness), sets it again,
    // so the theme's code stays out of a reader's first download.
    if (settings !== shell.settings || !document.getElementById('hondana-theme')) {
      void import('../theme/applyTheme').then(({ applyTheme }) => applyTheme(settings));
    }
    document.title =
      text(settings.company.titlePage) || text(settings.company.serviceName) || document.title;
  }, [settings, shell.settings, text]);

  const value = useMemo<ReaderConfig>(
    () => ({
      settings,
      tenant: shell.tenant,
      basePath: shell.basePath,
      apiBase: shell.apiBase,
      preview: shell.preview,
      paymentMode: shell.paymentMode,
    }),
    [settings, shell],
  );
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

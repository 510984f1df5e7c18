import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { SettingsRecord } from '@hondana/schemas/contracts';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';

type Action = (dataProvider: ConsoleDataProvider) => Promise<{ data: SettingsRecord }>;

/**
 * Runs reset or rollback, then reloads everything so the editor, the history and the
 * preview show the new version. Both write a new version, so it lives with the history: the
 * editor's reset button imports it from here, and history/ imports nothing of the editor.
 */
export function useSettingsAction(kind: string, successMessage: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (action: Action) => action(dataProvider),
    onSuccess: () => {
      notify(successMessage, {
        type: 'success',
        messageArgs: { name: translate(`settings.${kind}`, { _: kind }) },
      });
      refresh();
    },
    onError: (error: Error) =>
      notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
}

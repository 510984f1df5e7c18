import {
  DeleteWithConfirmButton,
  TopToolbar,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { HttpError } from 'react-admin';

/**
 * Delete with a confirmation that says what goes with the record; a refusal (a group that
 * still has members, 430 …) shows the server's own message in the console's language.
 */
export const ConfirmDeleteButton = () => {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notifyRefusal = useNotifyRefusal();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmContent={translate(`console.delete.${resource}`, { _: '' })}
      mutationOptions={{ onError: notifyRefusal }}
    />
  );
};

/** The edit page's actions of a record whose only extra action is its deletion. */
export const DeleteActions = () => (
  <TopToolbar>
    <ConfirmDeleteButton />
  </TopToolbar>
);

/** Shows a refused call as `api.error.{status}` in the console's language (server text else). */
export function useNotifyRefusal() {
  const translate = useTranslate();
  const notify = useNotify();
  return (error: unknown) => {
    const body = (error as HttpError).body as { status?: number; message?: string } | undefined;
    notify(`api.error.${body?.status ?? 'unknown'}`, {
      type: 'error',
      messageArgs: { _: body?.message ?? translate('api.error.unknown') },
    });
  };
}

import { useNotify, useTranslate } from 'react-admin';
import type { UploadFailure } from './uploadOutcome';

/** Shows a failed upload as the red `api.error.{code}` toast (spec 000 §8). */
export function useUploadErrorToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return (failure: UploadFailure) =>
    notify(`api.error.${failure.code}`, {
      type: 'error',
      messageArgs: { _: failure.message ?? translate('api.error.unknown') },
    });
}

/** The field messages of a failure, translated where they are keys (validate.file.*). */
export function useFailureDetails() {
  const translate = useTranslate();
  return (failure: UploadFailure) =>
    Object.values(failure.fieldErrors).map((message) => translate(message, { _: message }));
}

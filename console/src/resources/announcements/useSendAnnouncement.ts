import { useState } from 'react';
import { useCreate, useNotify, useRedirect } from 'react-admin';
import type { AnnouncementDraft } from './announcementDraft';

/**
 * Sends the draft (`POST /announcements`: logged, then queued) and goes to the send log; a
 * refusal's field errors come back for the form to show beside their fields.
 */
export function useSendAnnouncement() {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = (draft: AnnouncementDraft) =>
    create(
      'announcements',
      { data: draft },
      {
        onSuccess: () => {
          notify('console.announcements.queued', { type: 'success' });
          redirect('list', 'announcements');
        },
        onError: (error) => {
          const body = (error as { body?: { errors?: Record<string, string> } }).body;
          setErrors(body?.errors ?? {});
          notify((error as Error).message || 'api.error.unknown', { type: 'error' });
        },
      },
    );
  return { send, isSending: isPending, errors, clearErrors: () => setErrors({}) };
}

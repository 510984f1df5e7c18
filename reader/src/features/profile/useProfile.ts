import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../toast/toastContext';

/** The signed-in reader's account record, reloaded after each change. */
export function useProfile() {
  const api = useApi();
  const toast = useToast();
  const { user } = useSession();
  const [profile, setProfile] = useState<Profile | null>(null);
  const userId = user?.id;
  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      setProfile(await api<Profile>('GET', `/user/detail/${encodeURIComponent(userId)}`));
    } catch (error) {
      toast.notifyApiError(error);
    }
  }, [api, toast, userId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { profile, reload };
}

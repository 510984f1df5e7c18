import { useSyncExternalStore } from 'react';
import { getUploads, subscribeUploads } from './uploadQueue';

/** The current uploads; re-renders on every progress step. */
export const useUploads = () => useSyncExternalStore(subscribeUploads, getUploads);

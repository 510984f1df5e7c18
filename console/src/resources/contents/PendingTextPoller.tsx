import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import type { Content } from './content';

const POLL_MS = 2000;

/** Reloads the page of contents while a text extraction on it is still running. */
export const PendingTextPoller = () => {
  const { data, refetch } = useListContext<Content>();
  const isPending = data?.some((content) => content.textStatus === 'PENDING') ?? false;
  useEffect(() => {
    if (!isPending) return undefined;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [isPending, refetch]);
  return null;
};

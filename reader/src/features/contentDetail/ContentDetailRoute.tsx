import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../shared/lazyPart';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { contentIdRedirect } from './contentIdRedirect';

const ContentDetailPage = lazyPart(() => import('./ContentDetailPage'));

interface Props {
  contentId: string | undefined;
  contentGroupId?: string;
  /** No-layout mode (viewer-only pages) waits 200 ms and goes to /404 instead of home. */
  isNoLayout?: boolean;
}

/** Guard 11 before the (lazily loaded) detail page: a malformed content id never loads it. */
export function ContentDetailRoute({ contentId, contentGroupId, isNoLayout = false }: Props) {
  const redirect = contentIdRedirect(contentId, isNoLayout);
  const delayMs = redirect?.delayMs ?? 0;
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setIsDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (redirect) return delayMs === 0 || isDue ? <Navigate to={redirect.to} replace /> : null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ContentDetailPage contentId={contentId as string} contentGroupId={contentGroupId} />
    </Suspense>
  );
}

import { BrowserRouter } from 'react-router';
import { useConfig } from './config/configContext';
import { toRouterBasename } from './config/shellConfig';
import { NotFoundPage } from './features/notFound/NotFoundPage';
import { ReaderRoutes } from './routes';

export function App({ isNotFound }: { isNotFound: boolean }) {
  const { basePath } = useConfig();
  // An unknown tenant path has no routes of its own; the server answered HTTP 404.
  if (isNotFound) return <NotFoundPage canGoBack />;
  return (
    <BrowserRouter basename={toRouterBasename(basePath)}>
      <ReaderRoutes />
    </BrowserRouter>
  );
}

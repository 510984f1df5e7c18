import { useIsOpenType } from '../../config/configContext';
import { NotFoundPage } from './NotFoundPage';

export function NotFoundRoute() {
  return <NotFoundPage canGoBack={!useIsOpenType()} />;
}

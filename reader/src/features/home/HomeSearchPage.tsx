import { useParams } from 'react-router';
import { SearchPanel } from '../search/SearchPanel';
import ContentGroupPage from '../contentGroup/ContentGroupPage';
import HomePage from './HomePage';

/** /home-search[/{group}[/{content}]]: the top search panel above the library or a group. */
export default function HomeSearchPage() {
  const { contentGroupId } = useParams();
  return (
    <>
      <SearchPanel />
      {contentGroupId ? <ContentGroupPage /> : <HomePage />}
    </>
  );
}

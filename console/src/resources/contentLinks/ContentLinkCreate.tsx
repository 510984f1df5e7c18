import { Create } from 'react-admin';
import { ContentLinkForm } from './ContentLinkForm';

// A content's edit page opens this with `?source={"contentId":…}`: the content is chosen.
export const ContentLinkCreate = () => (
  <Create redirect="edit">
    <ContentLinkForm />
  </Create>
);

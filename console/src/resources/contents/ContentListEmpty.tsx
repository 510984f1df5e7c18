import { CreateButton } from 'react-admin';
import { ImportContentsButton } from '../imports/ImportButtons';
import { EmptyList } from '../shared/EmptyList';

/** A library with no content yet: upload a PDF or import a CSV (no Export: nothing to export). */
export const ContentListEmpty = () => (
  <EmptyList
    actions={
      <>
        <CreateButton label="console.contents.upload" variant="contained" />
        <ImportContentsButton />
      </>
    }
  />
);

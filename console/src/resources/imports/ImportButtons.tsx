import GroupAddIcon from '@mui/icons-material/GroupAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';

// The console's router has no basename of its own (react-admin's is `/admin`): a bare
// `/contents/import` left the console for a white page.

/** Opens the content CSV import (`/admin/contents/import`). */
export const ImportContentsButton = () => {
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}/contents/import`}
      label="console.imports.contents.open"
      data-testid="import-contents"
    >
      <UploadFileIcon />
    </Button>
  );
};

/** Opens the user CSV import (`/admin/imports/create`). */
export const ImportUsersButton = () => {
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}/imports/create`}
      label="console.imports.users.title"
      data-testid="import-users"
    >
      <GroupAddIcon />
    </Button>
  );
};

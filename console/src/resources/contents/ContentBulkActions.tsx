import DeleteIcon from '@mui/icons-material/Delete';
import PublishIcon from '@mui/icons-material/Visibility';
import UnpublishIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { Button, Confirm, useTranslate } from 'react-admin';
import { AddToGroupButton } from './AddToGroupButton';
import { useBulkAction } from './useBulkAction';

/** Publish, unpublish, add to a group and delete the selected contents. */
export const ContentBulkActions = () => {
  const translate = useTranslate();
  const { run, isBusy, count } = useBulkAction();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <Button
        label="console.contents.bulk.publish"
        disabled={isBusy}
        onClick={() => run('publish')}
      >
        <PublishIcon />
      </Button>
      <Button
        label="console.contents.bulk.unpublish"
        disabled={isBusy}
        onClick={() => run('unpublish')}
      >
        <UnpublishIcon />
      </Button>
      <AddToGroupButton isBusy={isBusy} onAdd={(groupId) => run('add-to-group', groupId)} />
      <Button
        label="ra.action.delete"
        color="error"
        disabled={isBusy}
        onClick={() => setIsConfirming(true)}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={isConfirming}
        title="console.contents.bulk.deleteTitle"
        content={translate('console.contents.bulk.deleteConfirm', { smart_count: count })}
        onConfirm={async () => {
          setIsConfirming(false);
          await run('delete');
        }}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
};

import AddIcon from '@mui/icons-material/PlaylistAdd';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { useNormalGroups } from './useNormalGroups';

interface AddToGroupButtonProps {
  isBusy: boolean;
  onAdd: (groupId: string) => void;
}

/** Asks for a normal group, then adds the selected contents to it. */
export const AddToGroupButton = ({ isBusy, onAdd }: AddToGroupButtonProps) => {
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  const [groupId, setGroupId] = useState('');
  const { data: groups = [] } = useNormalGroups();
  return (
    <>
      <Button
        label="console.contents.bulk.addToGroup"
        disabled={isBusy}
        onClick={() => setIsOpen(true)}
      >
        <AddIcon />
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('console.contents.bulk.addToGroup')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('console.contents.group')}
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
          >
            {groups.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setIsOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={!groupId}
            onClick={() => {
              setIsOpen(false);
              onAdd(groupId);
            }}
          >
            {translate('console.contents.bulk.add')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

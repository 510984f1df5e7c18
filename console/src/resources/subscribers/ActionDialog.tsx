import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNotifyRefusal } from '../shared/ConfirmDeleteButton';

interface ActionDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** The notice shown once the action is done (a `console.subscribers.done.*` key). */
  doneMessage: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** The action's choices (an amount, a plan …), above the buttons. */
  children?: ReactNode;
  isConfirmDisabled?: boolean;
}

/**
 * Every act on a subscriber is confirmed here first: what it does in words, then the act; the
 * server's refusal shows in the console's language, and the profile reloads when it is done.
 */
export const ActionDialog = (props: ActionDialogProps) => {
  const { title, text, confirmLabel, doneMessage, onConfirm, onClose, children } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const notifyRefusal = useNotifyRefusal();
  const [isBusy, setIsBusy] = useState(false);
  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
      notify(doneMessage, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notifyRefusal(error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="action-dialog-title">
      <DialogTitle id="action-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={isBusy || props.isConfirmDisabled}
          data-testid="confirm-action"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

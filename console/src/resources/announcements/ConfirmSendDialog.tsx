import { Confirm, useTranslate } from 'react-admin';

interface ConfirmSendDialogProps {
  isOpen: boolean;
  audienceCount: number | null;
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before readers are told: how many, and that it cannot be taken back. */
export const ConfirmSendDialog = (props: ConfirmSendDialogProps) => {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={props.isOpen}
      loading={props.isSending}
      title="console.announcements.confirmTitle"
      content={translate('console.announcements.confirmText', {
        smart_count: props.audienceCount ?? 0,
      })}
      confirm="console.announcements.send"
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
};

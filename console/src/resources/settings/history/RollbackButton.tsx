import UndoIcon from '@mui/icons-material/Undo';
import { useState } from 'react';
import { Button, Confirm, useTranslate } from 'react-admin';
import { useSettingsAction } from './useSettingsAction';

interface RollbackButtonProps {
  kind: string;
  version: number;
  onDone: () => void;
}

/** Makes an old version live again, as a new version (history is never rewritten). */
export const RollbackButton = ({ kind, version, onDone }: RollbackButtonProps) => {
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  const { mutate, isPending } = useSettingsAction(kind, 'console.history.rolledBack');
  return (
    <>
      <Button
        label="console.history.rollback"
        aria-label={translate('console.history.rollbackTo', { version })}
        data-testid={`rollback-${version}`}
        onClick={() => setIsOpen(true)}
        disabled={isPending}
      >
        <UndoIcon />
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isPending}
        title={translate('console.history.rollbackTo', { version })}
        content={translate('console.history.rollbackConfirm', { version })}
        onConfirm={() => {
          setIsOpen(false);
          mutate((dataProvider) => dataProvider.rollbackSettings(kind, version), {
            onSuccess: onDone,
          });
        }}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
};

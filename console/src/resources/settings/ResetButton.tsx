import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { useState } from 'react';
import { Button, Confirm, useTranslate } from 'react-admin';
import { useSettingsAction } from './history/useSettingsAction';

/** Restores the schema defaults of the kind (kept in history, so it can be rolled back). */
export const ResetButton = ({ kind }: { kind: string }) => {
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  const { mutate, isPending } = useSettingsAction(kind, 'console.settings.resetDone');
  const name = translate(`settings.${kind}`, { _: kind });
  return (
    <>
      <Button
        label="console.settings.reset"
        aria-label={translate('console.settings.reset')}
        data-testid="reset-button"
        onClick={() => setIsOpen(true)}
        disabled={isPending}
      >
        <RestoreIcon />
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isPending}
        title={translate('console.settings.resetTitle', { name })}
        content={translate('console.settings.resetConfirm', { name })}
        onConfirm={() => {
          setIsOpen(false);
          mutate((dataProvider) => dataProvider.resetSettings(kind));
        }}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
};

import HistoryIcon from '@mui/icons-material/History';
import { Drawer } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { HistoryList } from './HistoryList';

export const HistoryButton = ({ kind }: { kind: string }) => {
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        label="console.history.open"
        aria-label={translate('console.history.open')}
        data-testid="history-button"
        onClick={() => setIsOpen(true)}
      >
        <HistoryIcon />
      </Button>
      <Drawer anchor="right" open={isOpen} onClose={() => setIsOpen(false)}>
        {isOpen && <HistoryList kind={kind} onDone={() => setIsOpen(false)} />}
      </Drawer>
    </>
  );
};

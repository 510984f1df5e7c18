import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEditContext, useTranslate } from 'react-admin';
import type { SettingsRecord } from '@hondana/schemas/contracts';
import { PAYMENT_MODE_KEY, usePaymentMode } from './usePaymentMode';

/**
 * The Payment page's word on the saved settings: test mode (no real charge) or not set up
 * (nothing sold, no paid plan published). A version saved while the page is open asks the
 * server again, so the app bar follows a save at once (opening the page asks nothing new).
 */
export const SavedPaymentMode = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { record } = useEditContext<SettingsRecord>();
  const version = record?.version;
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    void queryClient.invalidateQueries({ queryKey: [PAYMENT_MODE_KEY] });
  }, [queryClient, version]);
  const answer = usePaymentMode();
  if (!answer || answer.mode === 'live') return null;
  return (
    <Alert
      severity={answer.mode === 'test' ? 'warning' : 'error'}
      data-testid="payment-mode-saved"
      data-mode={answer.mode}
      sx={{ mb: 2 }}
    >
      {translate(`console.paymentMode.${answer.mode}Detail`)}
    </Alert>
  );
};

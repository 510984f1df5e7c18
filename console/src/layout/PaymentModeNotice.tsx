import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePaymentMode } from './usePaymentMode';

/**
 * The app bar's word on money (issue 30, item 4): test mode (nothing is really charged) or
 * payments not set up (nothing can be sold). Live mode needs no notice.
 */
export const PaymentModeNotice = () => {
  const translate = useTranslate();
  const answer = usePaymentMode();
  if (!answer || answer.mode === 'live') return null;
  const label = translate(`console.paymentMode.${answer.mode}`);
  return (
    <Chip
      role="status"
      data-testid="payment-mode-notice"
      data-mode={answer.mode}
      color={answer.mode === 'test' ? 'warning' : 'error'}
      label={label}
      title={label}
      sx={{ mr: 1, maxWidth: { xs: 140, md: 420 }, fontWeight: 600 }}
    />
  );
};

import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePaymentMode } from './usePaymentMode';

/** Dark text on a light chip: readable on the blue bar (MUI's warning chip is not, 3.1:1). */
const colours = {
  test: { bgcolor: '#fff3cd', color: '#5c3c00' },
  none: { bgcolor: '#fdecea', color: '#7f1d1d' },
} as const;

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
      label={label}
      title={label}
      sx={{ ...colours[answer.mode], mr: 1, maxWidth: { xs: 140, md: 420 }, fontWeight: 600 }}
    />
  );
};

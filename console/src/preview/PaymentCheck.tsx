import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SavedPaymentMode } from '../paymentMode/SavedPaymentMode';
import { apiUrl, httpClient } from '../providers/httpClient';
import { PreviewCard } from './PreviewCard';
import { refusalOf } from './publishDraft';

interface PaymentCheckProps {
  draft: unknown;
  isDirty: boolean;
}

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'accepted'; gateway: string }
  | { state: 'refused'; message: string; errors: Record<string, string> };

/** Gateways the verify action can reach; the others take no card keys here. */
const CHECKABLE = new Set(['VERITRANS', 'GMO']);

/** What the aside says of a gateway that has nothing to verify (else `noCards`). */
const NOTES: Record<string, string> = { SANDBOX: 'sandbox', NOT_SET_UP: 'notSetUp' };

/**
 * The payment settings' aside: the verify action (spec 001 §1). The keys on screen (blank
 * secret fields mean the stored ones) are tried at the gateway without saving or charging;
 * the server tells a refused key (843) from a gateway that does not answer (859).
 */
export const PaymentCheck = ({ draft, isDirty }: PaymentCheckProps) => {
  const translate = useTranslate();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const gateway = String((draft as { paymentGateway?: unknown } | null)?.paymentGateway ?? '');

  async function verify() {
    setCheck({ state: 'checking' });
    try {
      const { json } = await httpClient(`${apiUrl}/settings/payment/verify`, {
        method: 'POST',
        body: JSON.stringify({ data: draft }),
      });
      setCheck({ state: 'accepted', gateway: String((json as { gateway: string }).gateway) });
    } catch (error) {
      const refused = refusalOf(error);
      setCheck({ state: 'refused', message: refused.message, errors: refused.errors });
    }
  }

  return (
    <PreviewCard
      testId="payment-check"
      isDirty={isDirty}
      isLoading={check.state === 'checking'}
      title={translate('console.payment.title')}
    >
      <SavedPaymentMode />
      {CHECKABLE.has(gateway) ? (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('console.payment.explain')}
          </Typography>
          <Button
            variant="contained"
            onClick={verify}
            disabled={check.state === 'checking'}
            data-testid="payment-verify"
          >
            {translate('console.payment.verify')}
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`console.payment.${NOTES[gateway] ?? 'noCards'}`)}
        </Typography>
      )}
      <Box sx={{ mt: 2 }} aria-live="polite" data-testid="payment-check-result">
        {check.state === 'accepted' && (
          <Alert severity="success">{translate('console.payment.accepted')}</Alert>
        )}
        {check.state === 'refused' && (
          <Alert severity="error">
            {check.message}
            {Object.values(check.errors).map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
      </Box>
    </PreviewCard>
  );
};

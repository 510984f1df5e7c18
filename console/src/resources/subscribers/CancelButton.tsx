import type { SubscriberRow } from '@hondana/schemas/contracts';
import { Button, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ActionDialog } from './ActionDialog';
import type { CancelWhen } from './subscriberActions';
import { cancelSubscription } from './subscriberActions';

const CANCELLABLE = ['PENDING', 'ACTIVE', 'PAST_DUE', 'CANCEL'];

/** Cancel at the period's end (reading goes on) or now (reading ends), after a confirmation. */
export const CancelButton = ({ subscription }: { subscription: SubscriberRow }) => {
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  // Cancelled at period end already: only "now" is left.
  const isEnding = subscription.status === 'CANCEL';
  const [when, setWhen] = useState<CancelWhen>(isEnding ? 'now' : 'periodEnd');
  if (!CANCELLABLE.includes(subscription.status)) return null;
  if (isEnding && new Date(subscription.usageEndDate ?? 0) <= new Date()) return null;
  return (
    <>
      <Button size="small" onClick={() => setIsOpen(true)}>
        {translate('console.subscribers.cancel')}
      </Button>
      {isOpen && (
        <ActionDialog
          title={translate('console.subscribers.cancelTitle', { plan: subscription.planName })}
          text={translate(`console.subscribers.cancelHelp.${when}`)}
          confirmLabel={translate('console.subscribers.cancel')}
          doneMessage={`console.subscribers.done.cancel.${when}`}
          onConfirm={() => cancelSubscription(subscription.id, when)}
          onClose={() => setIsOpen(false)}
        >
          <RadioGroup
            aria-label={translate('console.subscribers.cancelWhen')}
            value={when}
            onChange={(event) => setWhen(event.target.value as CancelWhen)}
          >
            {!isEnding && (
              <FormControlLabel
                value="periodEnd"
                control={<Radio />}
                label={translate('console.subscribers.when.periodEnd')}
              />
            )}
            <FormControlLabel
              value="now"
              control={<Radio />}
              label={translate('console.subscribers.when.now')}
            />
          </RadioGroup>
        </ActionDialog>
      )}
    </>
  );
};

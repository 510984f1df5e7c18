import type { SubscriberProfile } from '@hondana/schemas/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { CancelButton } from './CancelButton';
import { Panel } from './Panel';
import { dayOf } from './dayOf';

/** The reader's plans, newest first, each with its cancel action while it may be cancelled. */
export const SubscriptionsPanel = () => {
  const record = useRecordContext<SubscriberProfile>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const field = (name: string) => translate(`resources.subscriptions.fields.${name}`);
  return (
    <Panel id="subscriber-plans" title={translate('console.subscribers.plans')}>
      {record.subscriptions.length === 0 ? (
        translate('console.subscribers.noPlans')
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{field('planName')}</TableCell>
              <TableCell>{field('status')}</TableCell>
              <TableCell>{field('usageEndDate')}</TableCell>
              <TableCell>{field('nextBillingDate')}</TableCell>
              <TableCell>{translate('console.subscribers.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.subscriptions.map((subscription) => (
              <TableRow key={subscription.id} data-testid="subscriber-plan">
                <TableCell>{subscription.planName}</TableCell>
                <TableCell>
                  {translate(`console.subscribers.status.${subscription.status}`)}
                  {subscription.isTrial ? ` · ${field('isTrial')}` : ''}
                  {subscription.isComplimentary ? ` · ${field('isComplimentary')}` : ''}
                </TableCell>
                <TableCell>{dayOf(subscription.usageEndDate, locale)}</TableCell>
                <TableCell>{dayOf(subscription.nextBillingDate, locale)}</TableCell>
                <TableCell>
                  <CancelButton subscription={subscription} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
};

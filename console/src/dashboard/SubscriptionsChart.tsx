import type { DashboardMonth } from '@hondana/schemas/contracts';
import { LineChart } from '@mui/x-charts/LineChart';
import { Box } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { ChartCard } from './ChartCard';
import { listPath } from './listLink';
import { MonthTable } from './MonthTable';
import { useFormats } from './useFormats';

const SERIES = ['newSubscriptions', 'cancelledSubscriptions', 'failedRenewals'] as const;

/** New and cancelled subscriptions and failed renewals per month, as lines. */
export const SubscriptionsChart = ({ months }: { months: DashboardMonth[] }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const { count } = useFormats();
  const t = (key: string) => translate(`console.dashboard.figures.${key}`);
  const labels = months.map((m) => m.month);
  return (
    <ChartCard
      id="chart-subscriptions"
      title={t('subscriptionsByMonth')}
      links={[
        { label: t('newSubscriptionsLink'), to: listPath(basename, 'subscriptions') },
        {
          label: t('cancelledSubscriptionsLink'),
          to: listPath(basename, 'subscriptions', { status: 'CANCEL' }),
        },
        {
          label: t('failedRenewalsLink'),
          to: listPath(basename, 'transactions', { status: 'NG' }),
        },
      ]}
    >
      {/* The chart's own title and desc land on a div with role none (an axe error): the
          drawing is named here, and the table below gives its figures. */}
      <Box role="img" aria-label={t('subscriptionsDescription')}>
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ min: 0, tickMinStep: 1, valueFormatter: (value: number) => count(value) }]}
          series={SERIES.map((key) => ({ data: months.map((m) => m[key]), label: t(key) }))}
        />
      </Box>
      <MonthTable
        caption={t('subscriptionsByMonth')}
        months={labels}
        columns={SERIES.map((key) => ({
          label: t(key),
          values: months.map((m) => count(m[key])),
        }))}
      />
    </ChartCard>
  );
};

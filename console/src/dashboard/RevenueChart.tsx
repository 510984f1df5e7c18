import type { DashboardMonth } from '@hondana/schemas/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { Box } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { ChartCard } from './ChartCard';
import { listPath } from './listLink';
import { MonthTable } from './MonthTable';
import { useFormats } from './useFormats';

/** Revenue by month as bars: paid, refunded, and what was kept. */
export const RevenueChart = ({ months }: { months: DashboardMonth[] }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const { yen } = useFormats();
  const t = (key: string) => translate(`console.dashboard.figures.${key}`);
  const labels = months.map((m) => m.month);
  const series = [
    { key: 'revenue', data: months.map((m) => m.revenue) },
    { key: 'refunded', data: months.map((m) => m.refunded) },
  ];
  return (
    <ChartCard
      id="chart-revenue"
      title={t('revenueByMonth')}
      links={[
        {
          label: t('revenueLink'),
          to: listPath(basename, 'transactions', { status: 'OK' }),
        },
      ]}
    >
      {/* The chart's own title and desc land on a div with role none (an axe error): the
          drawing is named here, and the table below gives its figures. */}
      <Box role="img" aria-label={t('revenueDescription')}>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ min: 0, valueFormatter: (value: number) => yen(value), width: 80 }]}
          series={series.map(({ key, data }) => ({
            data,
            label: t(key),
            valueFormatter: (value: number | null) => yen(value ?? 0),
          }))}
        />
      </Box>
      <MonthTable
        caption={t('revenueByMonth')}
        months={labels}
        columns={[
          { label: t('paid'), values: months.map((m) => yen(m.paid)) },
          ...series.map(({ key, data }) => ({ label: t(key), values: data.map(yen) })),
        ]}
      />
    </ChartCard>
  );
};

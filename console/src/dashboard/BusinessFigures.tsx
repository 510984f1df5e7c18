import type { DashboardBusiness } from '@hondana/schemas/contracts';
import { Grid } from '@mui/material';
import { useBasename } from 'react-admin';
import { FigureCard } from './FigureCard';
import { FigureTable } from './FigureTable';
import { listPath } from './listLink';
import { RevenueChart } from './RevenueChart';
import { SubscriptionsChart } from './SubscriptionsChart';
import { useFormats } from './useFormats';

/** Money, readers, subscriptions and reading: cards, two charts and the most read titles. */
export const BusinessFigures = ({ business }: { business: DashboardBusiness }) => {
  const basename = useBasename();
  const { yen, count } = useFormats();
  const subscriptions = (status: string) => listPath(basename, 'subscriptions', { status });
  const cards = [
    { name: 'mrr', value: yen(business.mrr), to: subscriptions('ACTIVE') },
    {
      name: 'activeSubscribers',
      value: count(business.activeSubscribers),
      to: subscriptions('ACTIVE'),
    },
    { name: 'trialReaders', value: count(business.trialReaders), to: subscriptions('FREE') },
    {
      name: 'pastDueReaders',
      value: count(business.pastDueReaders),
      to: subscriptions('PAST_DUE'),
    },
  ];
  return (
    <>
      {cards.map((card) => (
        <Grid key={card.name} size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard {...card} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 6 }}>
        <RevenueChart months={business.byMonth} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SubscriptionsChart months={business.byMonth} />
      </Grid>
      <Grid size={12}>
        <FigureTable
          name="topTitles"
          to={listPath(basename, 'usage')}
          columns={['titleColumn', 'opens', 'pageViews', 'downloads']}
          rows={business.topTitles.map((title) => ({
            id: title.contentId,
            cells: [
              title.title,
              count(title.opens),
              count(title.pageViews),
              count(title.downloads),
            ],
          }))}
        />
      </Grid>
    </>
  );
};

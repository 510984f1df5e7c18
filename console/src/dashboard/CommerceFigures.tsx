import type { DashboardFigures } from '@hondana/schemas/contracts';
import { Grid } from '@mui/material';
import { useBasename } from 'react-admin';
import { FigureTable } from './FigureTable';
import { listPath } from './listLink';
import { useFormats } from './useFormats';

/** Readers per plan and coupon redemptions: what service admins see, and admins too. */
export const CommerceFigures = ({ figures }: { figures: DashboardFigures }) => {
  const basename = useBasename();
  const { count } = useFormats();
  return (
    <>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FigureTable
          name="plans"
          to={listPath(basename, 'plans')}
          columns={['plan', 'active', 'trial', 'pastDue']}
          rows={figures.plans.map((plan) => ({
            id: plan.planId,
            cells: [plan.name, count(plan.active), count(plan.trial), count(plan.pastDue)],
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FigureTable
          name="coupons"
          to={listPath(basename, 'coupons')}
          columns={['code', 'discountPercent', 'redemptions', 'numberOfUsages']}
          rows={figures.coupons.map((coupon) => ({
            id: coupon.couponId,
            cells: [
              coupon.code,
              `${coupon.discountPercent}%`,
              count(coupon.redemptions),
              coupon.numberOfUsages === null ? '∞' : count(coupon.numberOfUsages),
            ],
          }))}
        />
      </Grid>
    </>
  );
};

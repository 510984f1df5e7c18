import { Alert, Box, CircularProgress, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BusinessFigures } from './BusinessFigures';
import { CommerceFigures } from './CommerceFigures';
import { useDashboardFigures } from './useDashboardFigures';

/** The figures of one tenant or of all (`companyId` null): cards, charts and short lists. */
export const Figures = ({ companyId }: { companyId: string | null }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useDashboardFigures(companyId);
  if (isError)
    return <Alert severity="error">{translate('console.dashboard.figures.failed')}</Alert>;
  if (isPending) return <CircularProgress />;
  return (
    <Box component="section" aria-labelledby="figures-title" aria-busy={false} sx={{ mt: 3 }}>
      <Typography id="figures-title" variant="h6" component="h2">
        {translate('console.dashboard.figures.title', { from: data.from, to: data.to })}
      </Typography>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {data.business && <BusinessFigures business={data.business} />}
        <CommerceFigures figures={data} />
      </Grid>
    </Box>
  );
};

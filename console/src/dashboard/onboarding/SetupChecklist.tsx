import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ChecklistSteps } from './ChecklistSteps';
import { useOnboarding } from './useOnboarding';

/**
 * A new tenant's setup checklist, above the figures (issue 31): shown until every step is
 * done, then folded into one button that shows it again.
 */
export const SetupChecklist = ({ companyId }: { companyId: string }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useOnboarding(companyId);
  const [isShownAnyway, setShownAnyway] = useState(false);
  if (isError)
    return <Alert severity="error">{translate('console.dashboard.onboarding.failed')}</Alert>;
  if (isPending)
    return (
      <CircularProgress
        sx={{ mt: 3 }}
        aria-label={translate('console.dashboard.onboarding.loading')}
      />
    );
  if (data.isComplete && !isShownAnyway)
    return (
      <Button sx={{ mt: 2 }} onClick={() => setShownAnyway(true)}>
        {translate('console.dashboard.onboarding.show')}
      </Button>
    );
  const done = data.steps.filter((s) => s.isDone).length;
  return (
    <Card variant="outlined" component="section" sx={{ mt: 3 }} data-testid="setup-checklist">
      <CardContent>
        <Typography id="setup-checklist-title" variant="h6" component="h2">
          {translate('console.dashboard.onboarding.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('console.dashboard.onboarding.intro')}{' '}
          {translate('console.dashboard.onboarding.progress', {
            done,
            total: data.steps.length,
          })}
        </Typography>
        <ChecklistSteps checklist={data} labelledBy="setup-checklist-title" />
        {data.isComplete && (
          <Box>
            <Button onClick={() => setShownAnyway(false)}>
              {translate('console.dashboard.onboarding.hide')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

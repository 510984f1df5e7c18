import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { apiUrl, httpClient, tenantUrl } from '../../providers/httpClient';

interface Institution {
  id: string;
  name: string;
  kind: 'tenant' | 'userGroup' | 'ipGroup';
}

const reports = ['tr_b1', 'tr_b2'] as const;

/** Last month (UTC, as the usage log counts): the first complete month to report. */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
}

/**
 * The COUNTER reports page: a report, its months and an institution (the tenant, a user group
 * or an IP group), downloaded in COUNTER's tabular form (TSV, which Excel opens).
 */
export const CounterReportsPage = () => {
  const translate = useTranslate();
  const [report, setReport] = useState<(typeof reports)[number]>('tr_b1');
  const [begin, setBegin] = useState(lastMonth);
  const [end, setEnd] = useState(lastMonth);
  const [institution, setInstitution] = useState('');
  const institutions = useQuery({
    queryKey: ['counter-reports', 'institutions', tenantUrl(apiUrl)],
    queryFn: async () =>
      (await httpClient(`${apiUrl}/counter-reports/institutions`)).json as Institution[],
  });
  const chosen = institution || institutions.data?.[0]?.id || '';
  const query = new URLSearchParams({ begin, end, ...(chosen ? { institution: chosen } : {}) });
  const href = tenantUrl(`${apiUrl}/counter-reports/${report}/tsv?${query}`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.counter-reports.name')} />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('console.counterReports.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            label={translate('resources.counter-reports.fields.report')}
            value={report}
            onChange={(event) => setReport(event.target.value as (typeof reports)[number])}
            sx={{ minWidth: 260 }}
          >
            {reports.map((id) => (
              <MenuItem key={id} value={id}>
                {translate(`console.counterReports.${id}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="month"
            label={translate('resources.counter-reports.fields.begin')}
            value={begin}
            onChange={(event) => setBegin(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="month"
            label={translate('resources.counter-reports.fields.end')}
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={translate('resources.counter-reports.fields.institution')}
            value={chosen}
            onChange={(event) => setInstitution(event.target.value)}
            sx={{ minWidth: 240 }}
          >
            {(institutions.data ?? []).map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.name} ({translate(`console.counterReports.kind.${row.kind}`)})
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          href={href}
          download
          disabled={!chosen}
          data-testid="counter-download"
        >
          {translate('console.counterReports.download')}
        </Button>
      </CardContent>
    </Card>
  );
};

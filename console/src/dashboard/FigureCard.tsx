import { Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

interface FigureCardProps {
  /** `console.dashboard.figures.<name>`: its label; `…Link` names the list it opens. */
  name: string;
  value: string;
  to: string;
}

/** One figure, large, with a link to the list it counts. */
export const FigureCard = ({ name, value, to }: FigureCardProps) => {
  const translate = useTranslate();
  const labelId = `figure-${name}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {translate(`console.dashboard.figures.${name}`)}
        </Typography>
        <Typography variant="h4" component="p" data-testid={labelId}>
          {value}
        </Typography>
      </CardContent>
      <CardActions>
        <Link component={RouterLink} to={to} variant="body2">
          {translate(`console.dashboard.figures.${name}Link`)}
        </Link>
      </CardActions>
    </Card>
  );
};

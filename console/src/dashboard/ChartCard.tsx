import { Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface ChartCardProps {
  id: string;
  title: string;
  links: { label: string; to: string }[];
  children: ReactNode;
}

/** A titled card around a chart (and its table alternative), with the lists behind it. */
export const ChartCard = ({ id, title, links, children }: ChartCardProps) => (
  <Card variant="outlined" component="section" aria-labelledby={id} sx={{ position: 'relative' }}>
    <CardContent>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </CardContent>
    <CardActions>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} variant="body2">
          {link.label}
        </Link>
      ))}
    </CardActions>
  </Card>
);

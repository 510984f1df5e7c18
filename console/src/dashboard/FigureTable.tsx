import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartCard } from './ChartCard';

interface FigureTableProps {
  /** `console.dashboard.figures.<name>`: the title; `…Link`, the list behind it. */
  name: string;
  to: string;
  /** Column labels' keys under `console.dashboard.figures`; the first is the row's name. */
  columns: string[];
  rows: { id: string; cells: string[] }[];
}

/** A short ranked list (titles, plans, coupons) with a link to the whole list. */
export const FigureTable = ({ name, to, columns, rows }: FigureTableProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`console.dashboard.figures.${key}`);
  return (
    <ChartCard id={`table-${name}`} title={t(name)} links={[{ label: t(`${name}Link`), to }]}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={`table-${name}`}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                  {t(column)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                {row.cells.map((cell, index) => (
                  <TableCell key={columns[index]} align={index === 0 ? 'left' : 'right'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ChartCard>
  );
};

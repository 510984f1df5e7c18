import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { offScreen } from '../shared/offScreen';

interface Column {
  label: string;
  values: string[];
}

interface MonthTableProps {
  caption: string;
  months: string[];
  columns: Column[];
}

/** A chart's text alternative: one row per month, one column per series. */
export const MonthTable = ({ caption, months, columns }: MonthTableProps) => (
  <Table size="small" sx={offScreen}>
    <caption>{caption}</caption>
    <TableHead>
      <TableRow>
        <TableCell component="th" scope="col" />
        {columns.map((column) => (
          <TableCell key={column.label} component="th" scope="col">
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {months.map((month, row) => (
        <TableRow key={month}>
          <TableCell component="th" scope="row">
            {month}
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.label}>{column.values[row]}</TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

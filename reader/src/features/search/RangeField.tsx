import { useTranslation } from '../../i18n/useTranslation';
import { Operation } from './chips';
import { clampYearRange, type Range } from './dateRanges';

interface Props {
  id: string;
  operation: number;
  values: string[];
  onChange: (values: string[]) => void;
}

const FIRST_YEAR = 1800;

/** Date (3), month (6) and year (7) ranges: a start and an end, either may stay empty. */
export function RangeField({ id, operation, values, onChange }: Props) {
  const { t } = useTranslation();
  const range: Range = [values[0] ?? '', values[1] ?? ''];
  const update = (next: Range) =>
    onChange(operation === Operation.YEAR_RANGE ? clampYearRange(next) : next);
  const field = (index: 0 | 1) => {
    const label = t(index === 0 ? 'search.rangeStart' : 'search.rangeEnd');
    const common = {
      id: index === 0 ? id : `${id}-end`,
      className: 'hd-input',
      'aria-label': label,
      value: range[index],
      onChange: (event: { target: { value: string } }) =>
        update(index === 0 ? [event.target.value, range[1]] : [range[0], event.target.value]),
    };
    if (operation === Operation.YEAR_RANGE) {
      return (
        <select {...common}>
          <option value="">{label}</option>
          {years().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      );
    }
    return <input type={operation === Operation.MONTH_RANGE ? 'month' : 'date'} {...common} />;
  };
  return (
    <div className="hd-range">
      {field(0)}
      <span aria-hidden="true">〜</span>
      {field(1)}
    </div>
  );
}

/** The year picker shows years only (spec §9), newest first. */
function years(): string[] {
  const last = new Date().getFullYear() + 1;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => String(last - index));
}

import type { SearchBox } from '@hondana/schemas';
import { useTranslation } from '../../i18n/useTranslation';
import { addChip, isChoiceBox, isRangeBox, removeChip } from './chips';
import { RangeField } from './RangeField';
import { useText } from '../../i18n/useText';

interface Props {
  box: SearchBox;
  values: string[];
  onChange: (values: string[]) => void;
}

/** One search box, drawn by its operation (spec §9: 1-2 text, 3/6/7 ranges, 4-5 choices). */
export function BoxField({ box, values, onChange }: Props) {
  const { t } = useTranslation();
  const text = useText();
  const id = `hd-box-${box.id}`;
  const label = text(box.label) || t('search.keyword');
  return (
    <div
      className="hd-box"
      style={{ gridColumn: `span ${Math.min(12, Math.max(1, box.size))}` }}
      data-box-id={box.id}
      data-operation={box.operation}
    >
      <label htmlFor={id} className={box.isShowLabel ? 'hd-box__label' : 'hd-visually-hidden'}>
        {label}
      </label>
      {isRangeBox(box) ? (
        <RangeField id={id} operation={box.operation} values={values} onChange={onChange} />
      ) : isChoiceBox(box) ? (
        <ChoiceField id={id} box={box} chips={values} onChange={onChange} />
      ) : (
        <input
          id={id}
          type="search"
          className="hd-input"
          value={values[0] ?? ''}
          onChange={(event) => onChange([event.target.value])}
        />
      )}
    </div>
  );
}

function ChoiceField({
  id,
  box,
  chips,
  onChange,
}: {
  id: string;
  box: SearchBox;
  chips: string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="hd-choice">
      <select
        id={id}
        className="hd-input"
        value=""
        onChange={(event) => onChange(addChip(box, chips, event.target.value))}
      >
        <option value="">{t('search.choose')}</option>
        {box.matchValue.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      {chips.length > 0 && (
        <ul className="hd-chips" aria-label={t('search.chosen')}>
          {chips.map((chip) => (
            <li key={chip} className="hd-chip" data-testid="search-chip">
              <span>{chip}</span>
              <button
                type="button"
                className="hd-chip__remove"
                aria-label={t('search.removeChip', { value: chip })}
                onClick={() => onChange(removeChip(chips, chip))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import type { CardErrors, CardFields } from './cardFields';

const inputs: { name: keyof CardFields; autoComplete: string; inputMode?: 'numeric' }[] = [
  { name: 'cardNumber', autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'cardExpire', autoComplete: 'cc-exp' },
  { name: 'securityCode', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { name: 'holderName', autoComplete: 'cc-name' },
  { name: 'email', autoComplete: 'email' },
];

const labels: Record<keyof CardFields, string> = {
  cardNumber: 'order.cardNumber',
  cardExpire: 'order.cardExpire',
  securityCode: 'order.securityCode',
  holderName: 'order.holderName',
  email: 'order.email',
};

/** The card fields of the order page; the values stay in the browser until tokenised. */
export function CardInputs({
  values,
  errors,
  onChange,
}: {
  values: CardFields;
  errors: CardErrors;
  onChange: (values: CardFields) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {inputs.map(({ name, autoComplete, inputMode }) => (
        <div key={name}>
          <label htmlFor={`hd-card-${name}`}>{t(labels[name])}</label>
          <input
            id={`hd-card-${name}`}
            name={name}
            className="hd-input"
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={name === 'holderName' ? 50 : undefined}
            value={values[name]}
            aria-invalid={errors[name] ? true : undefined}
            onChange={(event) => onChange({ ...values, [name]: event.target.value })}
          />
          {errors[name] && <p className="hd-field-error">{t(errors[name] as string)}</p>}
        </div>
      ))}
    </>
  );
}

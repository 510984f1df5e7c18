import { Alert, Box, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { contrastRatio, isHexColor, MIN_TEXT_CONTRAST, siblingValue } from './contrast';

/**
 * A colour as designers give it: the hex value to type or paste, beside a swatch that opens
 * the browser's picker. With `ui:options.contrastWith` (the background field beside a text
 * colour) it warns when readers could not read the text on that background (WCAG AA).
 */
export function ColorWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { id, value, label, required, disabled, readonly, rawErrors = [], options } = props;
  const stored = typeof value === 'string' ? value : '';
  // What the admin is typing, kept while it is not yet a whole colour.
  const [text, setText] = useState(stored);
  useEffect(() => setText((current) => (current === stored ? current : stored)), [stored]);
  const change = (next: string) => {
    setText(next);
    props.onChange(next === '' ? undefined : next);
  };

  const against = typeof options.contrastWith === 'string' ? options.contrastWith : null;
  const formData = (props.registry.formContext as { formData?: unknown } | undefined)?.formData;
  const background = against ? siblingValue(formData, id, against) : undefined;
  const ratio =
    isHexColor(stored) && isHexColor(background) ? contrastRatio(stored, background) : null;

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label={translate('console.color.swatch', { name: label })}
          value={isHexColor(stored) ? stored.toLowerCase() : '#000000'}
          disabled={disabled || readonly}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => change(event.target.value)}
          sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <TextField
          id={id}
          label={label}
          required={required}
          value={text}
          disabled={disabled}
          fullWidth
          error={rawErrors.length > 0}
          placeholder="#1565c0"
          onChange={(event) => change(event.target.value.trim())}
          onBlur={() => props.onBlur(id, stored)}
          onFocus={() => props.onFocus(id, stored)}
          slotProps={{
            htmlInput: { maxLength: 7, spellCheck: false, readOnly: readonly },
          }}
        />
      </Box>
      {ratio !== null && ratio < MIN_TEXT_CONTRAST && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid={`${id}-contrast`}>
          {translate('console.color.lowContrast', {
            ratio: ratio.toFixed(1),
            minimum: MIN_TEXT_CONTRAST,
          })}
        </Alert>
      )}
    </Box>
  );
}

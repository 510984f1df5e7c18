import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BilingualText } from '@hondana/schemas';
import { textIn } from '@hondana/schemas/texts';
import { idsOf } from './ReferenceWidget';

interface Box {
  id?: string;
  label?: BilingualText;
}

/**
 * A search tab's boxes, picked by label from the boxes of the same form (the form's data is
 * the rjsf form context). A box added in this session gets its id when saved, so it can be
 * picked after the save.
 */
export function SearchBoxesWidget({
  id,
  label,
  value,
  disabled,
  readonly,
  rawErrors,
  onChange,
  registry,
}: WidgetProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formData = (registry.formContext as { formData?: { boxes?: Box[] } } | undefined)?.formData;
  const boxes = (formData?.boxes ?? []).filter((box): box is Required<Box> => Boolean(box.id));
  const selected = idsOf(value);
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={selected}
      disabled={disabled || readonly}
      error={(rawErrors?.length ?? 0) > 0}
      helperText={translate('console.form.newBoxesAfterSave')}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
      slotProps={{ select: { multiple: true }, inputLabel: { shrink: true } }}
    >
      {boxes.map((box) => (
        <MenuItem key={box.id} value={box.id}>
          {textIn(box.label, locale) || translate('console.form.unnamedBox')}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { Box, FormHelperText, FormLabel, TextField } from '@mui/material';
import { getUiOptions, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { isBilingualValue, textLanguages, type TextLanguage } from '@hondana/schemas/texts';
import type { BilingualText } from '@hondana/schemas';
import { RichTextEditor } from '../richText/RichTextEditor';

/** Each language named in itself, as language pickers do: an admin finds their own. */
const languageNames: Record<TextLanguage, string> = { ja: '日本語', en: 'English' };

/**
 * A tenant text in both languages side by side (chosen by the generated uiSchema for every
 * bilingual schema node, see translatedUiSchema.ts). A stored plain string means "both"
 * and shows in both boxes; the first edit stores the two languages apart.
 */
export function BilingualTextField(props: FieldProps<BilingualText>) {
  const { schema, uiSchema, formData, fieldPathId, errorSchema, disabled, readonly } = props;
  const options = getUiOptions(uiSchema);
  const pair = toPair(formData);
  const isHtml = options.html === true;
  // A long text (a mail body: `ui:widget` textarea with its rows) gets a box of that height.
  const rows = typeof options.rows === 'number' ? options.rows : isHtml ? 6 : undefined;
  const isMultiline = isHtml || options.widget === 'textarea' || rows !== undefined;
  const title = String(options.title ?? schema.title ?? props.name);
  const change = (language: TextLanguage, text: string) =>
    props.onChange({ ...pair, [language]: text }, fieldPathId.path);
  const ownErrors = errorsOf(errorSchema);
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mb: 1 }}
      data-bilingual={fieldPathId.$id}
    >
      <FormLabel component="legend" required={props.required} sx={{ mb: 1 }}>
        {title}
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {textLanguages.map((language) => {
          const errors = errorsOf(errorSchema?.[language as keyof typeof errorSchema]);
          const box = {
            id: `${fieldPathId.$id}_${language}`,
            label: languageNames[language],
            lang: language,
            value: pair[language],
            disabled: disabled || readonly,
            error: errors.length > 0 || ownErrors.length > 0,
            helperText: errors.join(' '),
            onBlur: () => props.onBlur(fieldPathId.$id, formData),
          };
          if (isHtml) {
            return (
              <RichTextEditor key={language} {...box} onChange={(html) => change(language, html)} />
            );
          }
          return (
            <TextField
              key={language}
              {...box}
              multiline={isMultiline}
              minRows={isMultiline ? (rows ?? 3) : undefined}
              fullWidth
              onChange={(event) => change(language, event.target.value)}
              // The box shows only its language; its name says whose text it is, so a
              // screen reader (and a search by label) hears "Service name (English)".
              slotProps={{
                htmlInput: {
                  maxLength: schema.maxLength,
                  'aria-label': `${title} (${languageNames[language]})`,
                },
              }}
            />
          );
        })}
      </Box>
      {ownErrors.length > 0 && <FormHelperText error>{ownErrors.join(' ')}</FormHelperText>}
    </Box>
  );
}

function toPair(value: unknown): Record<TextLanguage, string> {
  if (!isBilingualValue(value)) return { ja: '', en: '' };
  if (typeof value === 'string') return { ja: value, en: value };
  return { ja: value.ja ?? '', en: value.en ?? '' };
}

function errorsOf(node: unknown): string[] {
  return ((node as ErrorSchema | undefined)?.__errors ?? []) as string[];
}

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { Templates } from '@rjsf/mui';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { useLocaleState } from 'react-admin';
import { isBilingualValue, textIn } from '@hondana/schemas/texts';
import { visibleProperties } from './showWhen';

const DefaultObjectTemplate = Templates.ObjectFieldTemplate as (
  props: ObjectFieldTemplateProps,
) => React.ReactElement;

/**
 * rjsf's MUI object layout, plus two things driven by the uiSchema: fields with a
 * `showWhen` option appear only while their condition holds (a provider's settings while
 * that sign-in is on), and list items (`collapsible`) are cards titled by their own content.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const options = getUiOptions(props.uiSchema);
  const [locale] = useLocaleState();
  const shown = {
    ...props,
    properties: visibleProperties(props.properties, props.uiSchema, props.formData),
  };
  if (!options.collapsible) return <DefaultObjectTemplate {...shown} />;
  const title = itemTitle(props.formData, options.itemTitle, locale) ?? props.title;
  return (
    <Accordion
      defaultExpanded={title === props.title}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <DefaultObjectTemplate {...shown} title="" />
      </AccordionDetails>
    </Accordion>
  );
}

function itemTitle(formData: unknown, property: unknown, locale: string): string | undefined {
  if (typeof property !== 'string' || !formData || typeof formData !== 'object') return undefined;
  const value = (formData as Record<string, unknown>)[property];
  // A bilingual label titles its item in the admin's language.
  const text = isBilingualValue(value) ? textIn(value, locale).trim() : '';
  return text || undefined;
}

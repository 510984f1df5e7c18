import type { WidgetProps } from '@rjsf/utils';
import { RichTextEditor } from '../richText/RichTextEditor';

/** `ui:widget: richText`: one HTML text (a static page's body in one language). */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, rawErrors = [] } = props;
  return (
    <RichTextEditor
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      onChange={(html) => props.onChange(html === '' ? undefined : html)}
      onBlur={() => props.onBlur(id, value)}
    />
  );
}

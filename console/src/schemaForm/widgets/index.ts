import type { RegistryWidgetsType } from '@rjsf/utils';
import { ColorWidget } from './ColorWidget';
import { ImageWidget } from './ImageWidget';
import { referenceWidget } from './ReferenceWidget';
import { RichTextWidget } from './RichTextWidget';
import { SearchBoxesWidget } from './SearchBoxesWidget';

/** Custom widgets, named as `ui:widget` values in the `{kind}.ui.json` files. */
export const widgets: RegistryWidgetsType = {
  // Hex and swatch together, with a contrast warning against its background field.
  color: ColorWidget,
  image: ImageWidget,
  // Content groups by name (a search box limited to some groups), never typed ids.
  contentGroups: referenceWidget({ resource: 'content-groups', isMultiple: true }),
  searchBoxes: SearchBoxesWidget,
  // Tenant HTML as formatted text (the elements the sanitiser keeps), HTML source on demand.
  richText: RichTextWidget,
};

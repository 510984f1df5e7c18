import type { RegistryWidgetsType } from '@rjsf/utils';
import { ImageWidget } from './ImageWidget';

/** Custom widgets, named as `ui:widget` values in the `{kind}.ui.json` files. */
export const widgets: RegistryWidgetsType = { image: ImageWidget };

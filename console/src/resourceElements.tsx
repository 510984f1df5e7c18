import { Resource } from 'react-admin';
import type { ResourceBundle } from './resources/shared/resourceBundle';

/** One `<Resource>` per bundle, for `<Admin>`'s children (its extra fields are ignored there). */
export const resourceElements = (bundles: readonly ResourceBundle[]) =>
  bundles.map((bundle) => <Resource key={bundle.name} {...bundle} />);

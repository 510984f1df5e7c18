import { referenceWidget } from '../../schemaForm/widgets/ReferenceWidget';

/**
 * rjsf widget for a plan's `contentGroupIds`: several of the tenant's normal groups, listed
 * by the plans API so service admins (who cannot list groups) can choose them too.
 */
export const ContentGroupsWidget = referenceWidget({
  resource: 'plans/content-groups',
  isMultiple: true,
});

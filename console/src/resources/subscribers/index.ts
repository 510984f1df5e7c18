import { Role } from '@hondana/schemas/contracts';
import type { ResourceBundle } from '../shared/resourceBundle';
import { SubscriberShow } from './SubscriberShow';

/** A reader's profile, opened from a subscription row (no list, so no menu entry of its own). */
export default {
  name: 'subscribers',
  show: SubscriberShow,
  recordRepresentation: (record: { fullName?: string; email?: string | null }) =>
    record.fullName || record.email || '',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;

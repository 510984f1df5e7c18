import { Role } from '@hondana/schemas/contracts';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { ResourceBundle } from '../shared/resourceBundle';
import { SubscriptionList } from './SubscriptionList';

export default {
  name: 'subscriptions',
  list: SubscriptionList,
  icon: CardMembershipIcon,
  isTenantScoped: true,
  // Subscribers name readers: company and system admins only, as payments.
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;

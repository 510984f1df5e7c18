import { Role } from '@hondana/schemas/contracts';
import InsightsIcon from '@mui/icons-material/Insights';
import type { ResourceBundle } from '../shared/resourceBundle';
import { UsageList } from './UsageList';

export default {
  name: 'usage',
  list: UsageList,
  icon: InsightsIcon,
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;

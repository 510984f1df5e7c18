import { Role } from '@hondana/schemas/contracts';
import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceBundle } from '../shared/resourceBundle';
import { StaffCreate, StaffEdit } from './StaffForms';
import { StaffList } from './StaffList';

export default {
  name: 'staff',
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: BadgeIcon,
  recordRepresentation: (record: { email?: string }) => record.email ?? '',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;

import { Role } from '@hondana/schemas/contracts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceBundle } from '../shared/resourceBundle';
import { TransactionList } from './TransactionList';

export default {
  name: 'transactions',
  list: TransactionList,
  icon: ReceiptLongIcon,
  isTenantScoped: true,
  // Payments name readers: company and system admins only, as the readers themselves.
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;

import { Role } from '@hondana/schemas/contracts';
import AssessmentIcon from '@mui/icons-material/Assessment';
import type { ResourceBundle } from '../shared/resourceBundle';
import { CounterReportsPage } from './CounterReportsPage';

/** COUNTER R5.1 reports as TSV files (issue 35); harvesters use the SUSHI API instead. */
export default {
  name: 'counter-reports',
  list: CounterReportsPage,
  icon: AssessmentIcon,
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;

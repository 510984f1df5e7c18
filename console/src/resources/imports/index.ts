import { Role } from '@hondana/schemas/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ResourceBundle } from '../shared/resourceBundle';
import { ImportList } from './ImportList';
import { ImportShow } from './ImportShow';
import { UserImport } from './UserImport';

export default {
  name: 'imports',
  list: ImportList,
  create: UserImport,
  show: ImportShow,
  icon: UploadFileIcon,
  recordRepresentation: 'fileName',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;

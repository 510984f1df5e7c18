import { Role } from '@hondana/schemas/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ResourceBundle } from '../resourceBundle';
import { ImportList } from './ImportList';
import { ImportShow } from './ImportShow';
import { ImportUsers } from './ImportUsers';

export default {
  name: 'imports',
  list: ImportList,
  create: ImportUsers,
  show: ImportShow,
  icon: UploadFileIcon,
  recordRepresentation: 'fileName',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;

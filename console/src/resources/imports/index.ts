import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ImportList } from './ImportList';
import { ImportShow } from './ImportShow';
import { ImportUsers } from './ImportUsers';

export default {
  list: ImportList,
  create: ImportUsers,
  show: ImportShow,
  icon: UploadFileIcon,
  recordRepresentation: 'fileName',
};

import CompanyIcon from '@mui/icons-material/Business';
import { CompanyCreate } from './CompanyCreate';
import { CompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';

export default {
  list: CompanyList,
  create: CompanyCreate,
  edit: CompanyEdit,
  icon: CompanyIcon,
  recordRepresentation: 'name',
};

import { RecordEdit } from '../../schemaForm/RecordEdit';
import { DeleteActions } from '../shared/ConfirmDeleteButton';
import { CouponForm } from './CouponForm';

export const CouponEdit = () => (
  <RecordEdit actions={<DeleteActions />}>
    <CouponForm />
  </RecordEdit>
);

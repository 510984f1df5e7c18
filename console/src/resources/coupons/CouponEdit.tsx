import { RecordEdit } from '../../schemaForm/RecordEdit';
import { CouponForm } from './CouponForm';

export const CouponEdit = () => (
  <RecordEdit>
    <CouponForm />
  </RecordEdit>
);

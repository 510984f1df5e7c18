import { Create } from 'react-admin';
import { CouponForm } from './CouponForm';

export const CouponCreate = () => (
  <Create redirect="list">
    <CouponForm />
  </Create>
);

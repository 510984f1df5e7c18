import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';

/** Create and edit form of a coupon, generated from its resource schema. */
export const CouponForm = () => <RecordSchemaForm schemaName="coupon" />;

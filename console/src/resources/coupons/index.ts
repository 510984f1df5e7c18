import { Role } from '@hondana/schemas/contracts';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { CouponList } from './CouponList';

// Create and edit carry the schema form; react-admin suspends while they load.
const CouponCreate = lazy(() =>
  import('./CouponCreate').then((module) => ({ default: module.CouponCreate })),
);
const CouponEdit = lazy(() =>
  import('./CouponEdit').then((module) => ({ default: module.CouponEdit })),
);

export default {
  name: 'coupons',
  list: CouponList,
  create: CouponCreate,
  edit: CouponEdit,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN, Role.SERVICE_ADMIN],
} satisfies ResourceBundle;

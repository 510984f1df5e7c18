export { exportReadersCsv } from './export';
export { checkUserFields } from './input';
export type { RawUserFields, UserFields } from './input';
export { createUserAdminService } from './service';
export type { UserAdminService } from './service';
export { adminTenant, companySettingsOf } from './tenant';

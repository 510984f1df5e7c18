import type {
  CompanyRecord,
  ContentRecord,
  CouponRecord,
  IpGroupRecord,
  UserGroupRecord,
  UserRecord,
} from '../../types/index';
import type { TextStatus } from './textStatus';

/**
 * The admin API's records (`/api/admin/*`, react-admin's data provider): each the generated
 * resource record (schemas/resources) plus what the server adds when it stores it. Declared once
 * for the server's presenters and the console's screens.
 */

/** What the database adds to every record. */
export interface Stored {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** A tenant as the server keeps it (`/api/admin/companies`). */
export interface Company extends CompanyRecord, Stored {}

/** `/api/admin/coupons`: a tenant's coupon and how often it was used. */
export interface Coupon extends CouponRecord, Stored {
  companyId: string;
  numberUsed: number;
}

/** `/api/admin/user-groups`: a group of reader accounts, with how many it holds. */
export interface UserGroup extends UserGroupRecord, Stored {
  companyId: string;
  memberCount: number;
}

/** `/api/admin/ip-groups`: an address range (its CIDR spelled out) and its account. */
export interface IpGroup extends IpGroupRecord, Stored {
  companyId: string;
  rangeStart: string;
  rangeEnd: string;
  /** The IP account the range signs in as. */
  userId: string;
}

/** `/api/admin/users`: a reader account; the password hash is never selected. */
export interface AdminUser
  extends Pick<UserRecord, 'email' | 'username' | 'fullName' | 'userGroupId'>, Stored {
  companyId: string;
  /** As stored (an import may have written another language). */
  lang: string;
  /** 0 allowed, 1 stopped (its sessions end at once). */
  status: number;
  isSubscribeMail: boolean;
  isReceiveNotify: boolean;
  cancelledAt: string | null;
}

/** What the server keeps of a content beside its fields: its file, cover and text extraction. */
export interface ContentFileState {
  companyId: string;
  fileKey: string | null;
  fileName: string | null;
  extensionType: string | null;
  fileSize: number | null;
  coverKey: string | null;
  hasActiveContent: boolean;
  textStatus: TextStatus;
  textError: string | null;
}

/** `/api/admin/contents`: a content, its groups, its file and where its text extraction stands. */
export interface AdminContent extends Omit<ContentRecord, 'print'>, Stored, ContentFileState {
  /** 0 not allowed, 1 all pages, 2 the current page (rows read it back as a plain number). */
  print: number;
}

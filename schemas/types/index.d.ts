/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
import type { BilingualText, CompanySettings } from './company';
export type { BilingualText, CompanySettings };
import type { HeaderSettings, HeaderLink } from './header';
export type { HeaderSettings, HeaderLink };
import type { BodySettings } from './body';
export type { BodySettings };
import type { InputSettings } from './input';
export type { InputSettings };
import type { LayoutSettings } from './layout';
export type { LayoutSettings };
import type { FooterSettings, FooterLink } from './footer';
export type { FooterSettings, FooterLink };
import type { BannerSettings, BannerSlide } from './banner';
export type { BannerSettings, BannerSlide };
import type { WatermarkSettings } from './watermark';
export type { WatermarkSettings };
import type { SortFieldsSettings, SortFieldsItem } from './sortFields';
export type { SortFieldsSettings, SortFieldsItem };
import type { SearchSettings, SearchTab, SearchBox } from './search';
export type { SearchSettings, SearchTab, SearchBox };
import type { SearchResultSettings, Button } from './searchResult';
export type { SearchResultSettings, Button };
import type { ContentDetailSettings, ContentDetailItemSetting } from './contentDetail';
export type { ContentDetailSettings, ContentDetailItemSetting };
import type { CustomLoginSettings } from './customLogin';
export type { CustomLoginSettings };
import type { NewInformationSettings } from './newInformation';
export type { NewInformationSettings };
import type { PagesSettings, PagesItem } from './pages';
export type { PagesSettings, PagesItem };
import type { PaymentSettings } from './payment';
export type { PaymentSettings };
import type { MailTemplatesSettings } from './mailTemplates';
export type { MailTemplatesSettings };
import type { CompanyRecord } from './resources/company';
export type { CompanyRecord };
import type { UserRecord } from './resources/user';
export type { UserRecord };
import type { UserGroupRecord } from './resources/userGroup';
export type { UserGroupRecord };
import type { IpGroupRecord } from './resources/ipGroup';
export type { IpGroupRecord };
import type { ContentRecord } from './resources/content';
export type { ContentRecord };
import type { ContentGroupRecord } from './resources/contentGroup';
export type { ContentGroupRecord };
import type { PlanRecord } from './resources/plan';
export type { PlanRecord };
import type { CouponRecord } from './resources/coupon';
export type { CouponRecord };
import type { ContentLinkRecord } from './resources/contentLink';
export type { ContentLinkRecord };
import type { DiscountOrdinalRecord } from './resources/discountOrdinal';
export type { DiscountOrdinalRecord };
import type { AnnouncementRecord } from './resources/announcement';
export type { AnnouncementRecord };

/** Every kind's resolved document, by kind id. */
export interface SettingsByKind {
  company: CompanySettings;
  header: HeaderSettings;
  body: BodySettings;
  input: InputSettings;
  layout: LayoutSettings;
  footer: FooterSettings;
  banner: BannerSettings;
  watermark: WatermarkSettings;
  sortFields: SortFieldsSettings;
  search: SearchSettings;
  searchResult: SearchResultSettings;
  contentDetail: ContentDetailSettings;
  customLogin: CustomLoginSettings;
  newInformation: NewInformationSettings;
  pages: PagesSettings;
  payment: PaymentSettings;
  mailTemplates: MailTemplatesSettings;
}

/** The reader's configuration: every public kind, resolved, without secrets. */
export interface PublicSettings {
  company: CompanySettings;
  header: HeaderSettings;
  body: BodySettings;
  input: InputSettings;
  layout: LayoutSettings;
  footer: FooterSettings;
  banner: BannerSettings;
  sortFields: SortFieldsSettings;
  search: SearchSettings;
  searchResult: SearchResultSettings;
  contentDetail: ContentDetailSettings;
  customLogin: CustomLoginSettings;
  newInformation: NewInformationSettings;
  pages: PagesSettings;
}

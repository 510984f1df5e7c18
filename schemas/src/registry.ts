// Loads every kind's schema and uiSchema and merges the shared definitions into each
// schema, so every schema can be compiled and walked on its own.
import definitionsFile from '../kinds/_definitions.json' with { type: 'json' };
import bannerSchema from '../kinds/banner.schema.json' with { type: 'json' };
import bannerUi from '../kinds/banner.ui.json' with { type: 'json' };
import bodySchema from '../kinds/body.schema.json' with { type: 'json' };
import bodyUi from '../kinds/body.ui.json' with { type: 'json' };
import companyKindSchema from '../kinds/company.schema.json' with { type: 'json' };
import companyKindUi from '../kinds/company.ui.json' with { type: 'json' };
import contentDetailSchema from '../kinds/contentDetail.schema.json' with { type: 'json' };
import contentDetailUi from '../kinds/contentDetail.ui.json' with { type: 'json' };
import customLoginSchema from '../kinds/customLogin.schema.json' with { type: 'json' };
import customLoginUi from '../kinds/customLogin.ui.json' with { type: 'json' };
import footerSchema from '../kinds/footer.schema.json' with { type: 'json' };
import footerUi from '../kinds/footer.ui.json' with { type: 'json' };
import headerSchema from '../kinds/header.schema.json' with { type: 'json' };
import headerUi from '../kinds/header.ui.json' with { type: 'json' };
import inputSchema from '../kinds/input.schema.json' with { type: 'json' };
import inputUi from '../kinds/input.ui.json' with { type: 'json' };
import layoutSchema from '../kinds/layout.schema.json' with { type: 'json' };
import layoutUi from '../kinds/layout.ui.json' with { type: 'json' };
import mailTemplatesSchema from '../kinds/mailTemplates.schema.json' with { type: 'json' };
import mailTemplatesUi from '../kinds/mailTemplates.ui.json' with { type: 'json' };
import newInformationSchema from '../kinds/newInformation.schema.json' with { type: 'json' };
import newInformationUi from '../kinds/newInformation.ui.json' with { type: 'json' };
import pagesSchema from '../kinds/pages.schema.json' with { type: 'json' };
import pagesUi from '../kinds/pages.ui.json' with { type: 'json' };
import paymentSchema from '../kinds/payment.schema.json' with { type: 'json' };
import paymentUi from '../kinds/payment.ui.json' with { type: 'json' };
import searchSchema from '../kinds/search.schema.json' with { type: 'json' };
import searchUi from '../kinds/search.ui.json' with { type: 'json' };
import searchResultSchema from '../kinds/searchResult.schema.json' with { type: 'json' };
import searchResultUi from '../kinds/searchResult.ui.json' with { type: 'json' };
import sortFieldsSchema from '../kinds/sortFields.schema.json' with { type: 'json' };
import sortFieldsUi from '../kinds/sortFields.ui.json' with { type: 'json' };
import watermarkSchema from '../kinds/watermark.schema.json' with { type: 'json' };
import watermarkUi from '../kinds/watermark.ui.json' with { type: 'json' };
import companyResourceSchema from '../resources/company.schema.json' with { type: 'json' };
import companyResourceUi from '../resources/company.ui.json' with { type: 'json' };
import contentResourceSchema from '../resources/content.schema.json' with { type: 'json' };
import contentResourceUi from '../resources/content.ui.json' with { type: 'json' };
import contentGroupResourceSchema from '../resources/contentGroup.schema.json' with { type: 'json' };
import contentGroupResourceUi from '../resources/contentGroup.ui.json' with { type: 'json' };
import ipGroupResourceSchema from '../resources/ipGroup.schema.json' with { type: 'json' };
import ipGroupResourceUi from '../resources/ipGroup.ui.json' with { type: 'json' };
import contentLinkResourceSchema from '../resources/contentLink.schema.json' with { type: 'json' };
import contentLinkResourceUi from '../resources/contentLink.ui.json' with { type: 'json' };
import couponResourceSchema from '../resources/coupon.schema.json' with { type: 'json' };
import couponResourceUi from '../resources/coupon.ui.json' with { type: 'json' };
import discountOrdinalResourceSchema from '../resources/discountOrdinal.schema.json' with { type: 'json' };
import discountOrdinalResourceUi from '../resources/discountOrdinal.ui.json' with { type: 'json' };
import planResourceSchema from '../resources/plan.schema.json' with { type: 'json' };
import planResourceUi from '../resources/plan.ui.json' with { type: 'json' };
import userResourceSchema from '../resources/user.schema.json' with { type: 'json' };
import userResourceUi from '../resources/user.ui.json' with { type: 'json' };
import userGroupResourceSchema from '../resources/userGroup.schema.json' with { type: 'json' };
import integrationTokenResourceSchema from '../resources/integrationToken.schema.json' with { type: 'json' };
import integrationTokenResourceUi from '../resources/integrationToken.ui.json' with { type: 'json' };
import userGroupResourceUi from '../resources/userGroup.ui.json' with { type: 'json' };
import announcementResourceSchema from '../resources/announcement.schema.json' with { type: 'json' };
import announcementResourceUi from '../resources/announcement.ui.json' with { type: 'json' };
import webhookEndpointResourceSchema from '../resources/webhookEndpoint.schema.json' with { type: 'json' };
import webhookEndpointResourceUi from '../resources/webhookEndpoint.ui.json' with { type: 'json' };
import { kindIds, kindVisibility, type SettingsKindId, type Visibility } from './kinds';
import type { JsonSchema, UiSchema } from './schema';
import { expandBilingualTexts } from './texts';

export interface SettingsKind {
  kind: SettingsKindId;
  schema: JsonSchema;
  uiSchema: UiSchema;
  visibility: Visibility;
}

const files: Record<SettingsKindId, [unknown, unknown]> = {
  company: [companyKindSchema, companyKindUi],
  header: [headerSchema, headerUi],
  body: [bodySchema, bodyUi],
  input: [inputSchema, inputUi],
  layout: [layoutSchema, layoutUi],
  footer: [footerSchema, footerUi],
  banner: [bannerSchema, bannerUi],
  watermark: [watermarkSchema, watermarkUi],
  sortFields: [sortFieldsSchema, sortFieldsUi],
  search: [searchSchema, searchUi],
  searchResult: [searchResultSchema, searchResultUi],
  contentDetail: [contentDetailSchema, contentDetailUi],
  customLogin: [customLoginSchema, customLoginUi],
  newInformation: [newInformationSchema, newInformationUi],
  pages: [pagesSchema, pagesUi],
  payment: [paymentSchema, paymentUi],
  mailTemplates: [mailTemplatesSchema, mailTemplatesUi],
};

/** Merges the shared definitions into a kind schema (the kind's own definitions win). */
export function withSharedDefinitions(schema: JsonSchema, shared: JsonSchema): JsonSchema {
  const merged = { ...schema, definitions: { ...shared.definitions, ...schema.definitions } };
  return expandBilingualTexts(merged, shared);
}

const shared = definitionsFile as JsonSchema;

export const settingsKinds: readonly SettingsKind[] = Object.freeze(
  kindIds.map((kind) => ({
    kind,
    schema: withSharedDefinitions(files[kind][0] as JsonSchema, shared),
    uiSchema: files[kind][1] as UiSchema,
    visibility: kindVisibility[kind],
  })),
);

const byId = new Map(settingsKinds.map((entry) => [entry.kind as string, entry]));

export function getSettingsKind(kind: string): SettingsKind | undefined {
  return byId.get(kind);
}

/** Like getSettingsKind, for callers that already checked the id. */
export function requireSettingsKind(kind: string): SettingsKind {
  const entry = byId.get(kind);
  if (!entry) throw new Error(`Unknown settings kind "${kind}"`);
  return entry;
}

export const companySchema = companyResourceSchema as unknown as JsonSchema;
export const companyUiSchema = companyResourceUi as UiSchema;

/** A resource's schema and uiSchema, typed as the registry hands them out. */
const resource = (schema: unknown, uiSchema: unknown) => ({
  schema: schema as JsonSchema,
  uiSchema: uiSchema as UiSchema,
});

/** Admin-managed records validated by one schema in the console form and on the server. */
export const resourceSchemas = Object.freeze({
  company: { schema: companySchema, uiSchema: companyUiSchema },
  user: resource(userResourceSchema, userResourceUi),
  userGroup: resource(userGroupResourceSchema, userGroupResourceUi),
  ipGroup: resource(ipGroupResourceSchema, ipGroupResourceUi),
  content: resource(contentResourceSchema, contentResourceUi),
  contentGroup: resource(contentGroupResourceSchema, contentGroupResourceUi),
  plan: resource(planResourceSchema, planResourceUi),
  coupon: resource(couponResourceSchema, couponResourceUi),
  contentLink: resource(contentLinkResourceSchema, contentLinkResourceUi),
  discountOrdinal: resource(discountOrdinalResourceSchema, discountOrdinalResourceUi),
  announcement: resource(announcementResourceSchema, announcementResourceUi),
  webhookEndpoint: resource(webhookEndpointResourceSchema, webhookEndpointResourceUi),
  integrationToken: resource(integrationTokenResourceSchema, integrationTokenResourceUi),
});

export type ResourceName = keyof typeof resourceSchemas;

export const isResourceName = (name: string): name is ResourceName =>
  Object.prototype.hasOwnProperty.call(resourceSchemas, name);

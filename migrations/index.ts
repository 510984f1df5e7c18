import type { Knex } from 'knex';
import * as createCompanies from './20250101000100_create_companies';
import * as createUsers from './20250101000200_create_users';
import * as createSessions from './20250101000300_create_sessions';
import * as createTenantSettings from './20250101000400_create_tenant_settings';
import * as createSettingsHistory from './20250101000500_create_tenant_settings_history';
import * as createJobs from './20261121050000_create_jobs';
import * as createUserGroups from './20261121010100_create_user_groups';
import * as extendUsersForAdmin from './20261121010200_extend_users_for_admin';
import * as createIpGroups from './20261121010300_create_ip_groups';
import * as createAuthFailures from './20261121020100_create_auth_failures';
import * as createRateLimits from './20261121020200_create_rate_limits';
import * as extendSessionsForReaders from './20261121020300_extend_sessions_for_readers';
import * as createUserIdentities from './20261121030100_create_user_identities';
import * as createIdentityPendingLogins from './20261121030200_create_identity_pending_logins';
import * as createPasswordResets from './20261121040100_create_password_resets';
import * as createContents from './20261121100100_create_contents';
import * as createContentGroups from './20261121100200_create_content_groups';
import * as createReaderContentLists from './20261121100300_create_reader_content_lists';
import * as createContentTexts from './20261121100400_create_content_texts';
import * as createContentSearch from './20261121120100_create_content_search';
import * as coverContentsForSearch from './20261121120200_cover_contents_for_search';
import * as createSubscriptionPlans from './20261123100100_create_subscription_plans';
import * as createCoupons from './20261123100200_create_coupons';
import * as createDiscountOrdinals from './20261123100300_create_discount_ordinals';
import * as createSubscriptions from './20261123100400_create_subscriptions';
import * as createOrders from './20261123100500_create_orders';
import * as createSandboxGateway from './20261123100600_create_sandbox_gateway';
import * as createViewerTokens from './20261123200100_create_viewer_tokens';
import * as addContentsMaxReaders from './20261123200200_add_contents_max_readers';
import * as createReadingPositions from './20261123200300_create_reading_positions';
import * as createUsageEvents from './20261123200400_create_usage_events';
import * as createSignInFailures from './20261201020100_create_sign_in_failures';
import * as dropAuthFailures from './20261201020200_drop_auth_failures';
import * as createCatalogueVersions from './20261201030100_create_catalogue_versions';
import * as createReaderVersions from './20261201030200_create_reader_versions';
import * as createPayments from './20261202110100_create_payments';
import * as createNotificationsAndRenewals from './20261203100100_create_notifications_and_renewals';
import * as createContentLinks from './20261204100100_create_content_links';
import * as addContentPageLimits from './20261204100200_add_content_page_limits';
import * as splitReaderVersions from './20261205100100_split_reader_versions';
import * as addContentFirstPage from './20261205100200_add_content_first_page';
import * as createViewerByteBudgets from './20261206300100_create_viewer_byte_budgets';
import * as addViewerTokensSession from './20261206300200_add_viewer_tokens_session';
import * as addContentsPageCount from './20261206300300_add_contents_page_count';
import * as createDownloadTraces from './20261206300400_create_download_traces';
import * as addPaymentCardsRemovedAt from './20261207100100_add_payment_cards_removed_at';
import * as keepSandboxForSellingTenants from './20261208400100_keep_sandbox_for_selling_tenants';
import * as addSubscriptionsNextPlan from './20261208500100_add_subscriptions_next_plan';
import * as addOrdersKindAndPlan from './20261208500200_add_orders_kind_and_plan';
import * as uniqueOrderChanges from './20261208500300_unique_order_changes';
import * as createReaderNotes from './20261211100000_create_reader_notes';
import * as addSubscriptionsComplimentary from './20261211100100_add_subscriptions_complimentary';
import * as createAnnouncements from './20261212100000_create_announcements';
import * as addPlansArchivedAt from './20261213100000_add_plans_archived_at';
import * as indexDashboardFigures from './20261214100000_index_dashboard_figures';
import * as createDeviceReaders from './20261221100000_create_device_readers';
import * as createRateLimitPoints from './20261222100000_create_rate_limit_points';
import * as dropRateLimits from './20261222100100_drop_rate_limits';
import * as bumpCatalogueOnPlanGroups from './20261229100000_bump_catalogue_on_plan_groups';
import * as wallTenantTables from './20261230100000_wall_tenant_tables';
import * as createSearchViews from './20261230100100_create_search_views';
import * as widenSearchContents from './20261231100000_widen_search_contents';
import * as indexShortWords from './20261231100100_index_short_words';
import * as createAppPasswords from './20270105100000_create_app_passwords';
import * as createWebhooks from './20270105200000_create_webhooks';
import * as createIntegrationTokens from './20270105300000_create_integration_tokens';
import * as indexWebhookAges from './20270106200000_index_webhook_ages';

/**
 * Every migration, by name. They are imported statically so they load the same way under
 * vitest, tsx and the esbuild bundle (knex's directory scan cannot see inside a bundle).
 * Add one line per new file; names sort in the order they run.
 */
export const migrations: Record<string, Knex.Migration> = {
  '20250101000100_create_companies': createCompanies,
  '20250101000200_create_users': createUsers,
  '20250101000300_create_sessions': createSessions,
  '20250101000400_create_tenant_settings': createTenantSettings,
  '20250101000500_create_tenant_settings_history': createSettingsHistory,
  '20261121050000_create_jobs': createJobs,
  '20261121010100_create_user_groups': createUserGroups,
  '20261121010200_extend_users_for_admin': extendUsersForAdmin,
  '20261121010300_create_ip_groups': createIpGroups,
  '20261121020100_create_auth_failures': createAuthFailures,
  '20261121020200_create_rate_limits': createRateLimits,
  '20261121020300_extend_sessions_for_readers': extendSessionsForReaders,
  '20261121030100_create_user_identities': createUserIdentities,
  '20261121030200_create_identity_pending_logins': createIdentityPendingLogins,
  '20261121040100_create_password_resets': createPasswordResets,
  '20261121100100_create_contents': createContents,
  '20261121100200_create_content_groups': createContentGroups,
  '20261121100300_create_reader_content_lists': createReaderContentLists,
  '20261121100400_create_content_texts': createContentTexts,
  '20261121120100_create_content_search': createContentSearch,
  '20261121120200_cover_contents_for_search': coverContentsForSearch,
  '20261123100100_create_subscription_plans': createSubscriptionPlans,
  '20261123100200_create_coupons': createCoupons,
  '20261123100300_create_discount_ordinals': createDiscountOrdinals,
  '20261123100400_create_subscriptions': createSubscriptions,
  '20261123100500_create_orders': createOrders,
  '20261123100600_create_sandbox_gateway': createSandboxGateway,
  '20261123200100_create_viewer_tokens': createViewerTokens,
  '20261123200200_add_contents_max_readers': addContentsMaxReaders,
  '20261123200300_create_reading_positions': createReadingPositions,
  '20261123200400_create_usage_events': createUsageEvents,
  '20261201020100_create_sign_in_failures': createSignInFailures,
  '20261201020200_drop_auth_failures': dropAuthFailures,
  '20261201030100_create_catalogue_versions': createCatalogueVersions,
  '20261201030200_create_reader_versions': createReaderVersions,
  '20261202110100_create_payments': createPayments,
  '20261203100100_create_notifications_and_renewals': createNotificationsAndRenewals,
  '20261204100100_create_content_links': createContentLinks,
  '20261204100200_add_content_page_limits': addContentPageLimits,
  '20261205100100_split_reader_versions': splitReaderVersions,
  '20261205100200_add_content_first_page': addContentFirstPage,
  '20261206300100_create_viewer_byte_budgets': createViewerByteBudgets,
  '20261206300200_add_viewer_tokens_session': addViewerTokensSession,
  '20261206300300_add_contents_page_count': addContentsPageCount,
  '20261206300400_create_download_traces': createDownloadTraces,
  '20261207100100_add_payment_cards_removed_at': addPaymentCardsRemovedAt,
  '20261208400100_keep_sandbox_for_selling_tenants': keepSandboxForSellingTenants,
  '20261208500100_add_subscriptions_next_plan': addSubscriptionsNextPlan,
  '20261208500200_add_orders_kind_and_plan': addOrdersKindAndPlan,
  '20261208500300_unique_order_changes': uniqueOrderChanges,
  '20261211100000_create_reader_notes': createReaderNotes,
  '20261211100100_add_subscriptions_complimentary': addSubscriptionsComplimentary,
  '20261212100000_create_announcements': createAnnouncements,
  '20261213100000_add_plans_archived_at': addPlansArchivedAt,
  '20261214100000_index_dashboard_figures': indexDashboardFigures,
  '20261221100000_create_device_readers': createDeviceReaders,
  '20261222100000_create_rate_limit_points': createRateLimitPoints,
  '20261222100100_drop_rate_limits': dropRateLimits,
  '20261229100000_bump_catalogue_on_plan_groups': bumpCatalogueOnPlanGroups,
  '20261230100000_wall_tenant_tables': wallTenantTables,
  '20261230100100_create_search_views': createSearchViews,
  '20261231100000_widen_search_contents': widenSearchContents,
  '20261231100100_index_short_words': indexShortWords,
  '20270105100000_create_app_passwords': createAppPasswords,
  '20270105200000_create_webhooks': createWebhooks,
  '20270105300000_create_integration_tokens': createIntegrationTokens,
  '20270106200000_index_webhook_ages': indexWebhookAges,
};

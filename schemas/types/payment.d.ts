/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface PaymentSettings {
  paymentGateway: 'NOT_SET_UP' | 'SANDBOX' | 'VERITRANS' | 'GMO' | 'SHOPIFY' | 'LEARNING_ID';
  merchantCcid: string;
  merchantSecretKey?: string;
  tokenApiKey?: string;
  siteId: string;
  sitePassword?: string;
  isTestMode: boolean;
  learningPaymentUrl: string;
}

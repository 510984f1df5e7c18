/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export type BilingualText =
  | string
  | {
      ja?: string;
      en?: string;
    };

export interface CompanySettings {
  serviceName: BilingualText;
  titlePage: BilingualText;
  companyName: BilingualText;
  invoiceRegistrationNumber: string;
  logo: string;
  favicon: string;
  gtmId: string;
  defaultLanguage: 'ja' | 'en';
  loginRequire: 0 | 1 | 2;
  loginByIpAddress: boolean;
  autoLoginByIpAddress: boolean;
  googleOption: 'NONE' | 'LOGIN';
  googleClientId: string;
  googleClientSecret?: string;
  googleAutoLoad: boolean;
  microsoftLoginOption: 'NONE' | 'LOGIN' | 'LOGIN_REGISTER';
  microsoftClientId: string;
  microsoftClientSecret?: string;
  microsoftTenantId: string;
  oidcLoginOption: 'NONE' | 'LOGIN' | 'LOGIN_REGISTER';
  oidcButtonLabel: BilingualText;
  oidcIssuerUrl: string;
  oidcClientId: string;
  oidcClientSecret?: string;
  oidcScope: string;
  oidcEmailClaim: string;
  oidcNameClaim: string;
  oidcGroupClaim: string;
  oidcOnly: boolean;
  activeForgotPassword: boolean;
  cancelAccount: boolean;
  showSubscriptionStatus: boolean;
  titleOfEmailField: BilingualText;
  titleOfPasswordField: BilingualText;
  isAutoRegisterLearningIdAccountAtLogin: boolean;
  learningIdServiceCode: string;
  learningIdIssuerUrl: string;
  learningIdClientId: string;
  learningIdClientSecret?: string;
  learningIdRegisterUrl: string;
  learningIdMyPageUrl: string;
  learningIdTermsText: BilingualText;
  learningIdTermsUrl: string;
  customName: string;
  isEnableWebMobile: boolean;
  strictPassword: boolean;
  optionImportUser: 'OVERWRITE' | 'IGNORE_EXISTING' | 'DELETE_USERS';
}

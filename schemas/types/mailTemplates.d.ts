/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export type BilingualText =
  | string
  | {
      ja?: string;
      en?: string;
    };

export interface MailTemplatesSettings {
  forgotPassword: {
    subject: BilingualText;
    body: BilingualText;
  };
}

/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface InputSettings {
  color: string;
  backgroundColor: string;
  fontSize: number;
  height: number;
  borderColor: string;
  borderRadius: number;
  hoverColor: string;
  hoverBackgroundColor: string;
  hoverBorderColor: string;
  focusBorderColor: string;
}

import { Create } from 'react-admin';
import { CompanyForm } from './CompanyForm';

/**
 * A library created here starts with room to work (docs/decisions.md, "Issue 31: limits of a
 * new company"); the spec's default of 1 content and 1 user stays the API's when none is sent.
 */
export const NEW_LIBRARY_LIMITS = { maxContent: 1000, maxUser: 1000 } as const;

export const CompanyCreate = () => (
  <Create redirect="list" record={NEW_LIBRARY_LIMITS}>
    <CompanyForm />
  </Create>
);

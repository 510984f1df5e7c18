import { Create, useNotify, useRedirect } from 'react-admin';
import { useChooseTenant } from '../../tenant/useChooseTenant';
import { CompanyForm } from './CompanyForm';

/**
 * A library created here starts with room to work (docs/decisions.md, "Issue 31: limits of a
 * new company"); the spec's default of 1 content and 1 user stays the API's when none is sent.
 */
export const NEW_LIBRARY_LIMITS = { maxContent: 1000, maxUser: 1000 } as const;

/**
 * Saving a new company makes it the tenant the system admin works on and opens the staff
 * invitation: a library without its company admin is the one thing left to do here.
 */
export const CompanyCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const chooseTenant = useChooseTenant();
  return (
    <Create
      record={NEW_LIBRARY_LIMITS}
      mutationOptions={{
        onSuccess: (record: { id: string; name: string }) => {
          chooseTenant(String(record.id));
          notify('console.companies.created', {
            type: 'success',
            messageArgs: { name: String(record.name) },
          });
          redirect('create', 'staff');
        },
      }}
    >
      <CompanyForm />
    </Create>
  );
};

import { Edit, useRecordContext } from 'react-admin';
import { CompanyForm } from './CompanyForm';
import type { Company } from './company';

/** The form starts once the record is there, so its state is initialised from it. */
const LoadedCompanyForm = () => {
  const record = useRecordContext<Company>();
  return record ? <CompanyForm key={String(record.id)} /> : null;
};

export const CompanyEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LoadedCompanyForm />
  </Edit>
);

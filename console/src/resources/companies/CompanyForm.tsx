import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';

/**
 * Create and edit form of a tenant, generated from the company resource schema; the two limits
 * say what they hold back (a company created through the API without them gets the spec's 1).
 */
export const CompanyForm = () => {
  const translate = useTranslate();
  const uiOverlay = useMemo(
    () => ({
      maxContent: { 'ui:help': translate('console.companies.maxContentHelp') },
      maxUser: { 'ui:help': translate('console.companies.maxUserHelp') },
    }),
    [translate],
  );
  return <RecordSchemaForm schemaName="company" uiOverlay={uiOverlay} />;
};

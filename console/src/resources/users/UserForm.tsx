import { MIN_PASSWORD } from '@hondana/schemas/contracts';
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { RecordSchemaForm } from '../../schemaForm/RecordSchemaForm';
import { UserGroupWidget } from '../userGroups/UserGroupWidget';

/**
 * A reader account's form from the user resource schema. The password is set on create only;
 * afterwards it changes through "Reset password", so the edit form hides it.
 */
export const UserForm = ({ isCreate }: { isCreate: boolean }) => {
  const translate = useTranslate();
  const uiOverlay = useMemo<UiSchema>(
    () => ({
      username: { 'ui:help': translate('console.users.usernameHelp') },
      password: isCreate
        ? { 'ui:help': translate('console.users.passwordHelp', { min: MIN_PASSWORD }) }
        : { 'ui:widget': 'hidden' },
      status: { 'ui:enumNames': [0, 1].map((value) => translate(`enums.users.status.${value}`)) },
      userGroupId: { 'ui:widget': UserGroupWidget },
    }),
    [translate, isCreate],
  );
  return <RecordSchemaForm schemaName="user" uiOverlay={uiOverlay} />;
};

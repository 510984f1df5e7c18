import { Role } from '@hondana/schemas/contracts';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceBundle } from '../shared/resourceBundle';
import { SettingsMenu } from './SettingsMenu';

// The schema forms (rjsf and the precompiled validators) load with the first editor opened.
const SettingsRoute = lazy(() =>
  import('./SettingsRoute').then((module) => ({ default: module.SettingsRoute })),
);

/** Tenant settings: one editor per kind of the schema registry, no list. */
export default {
  name: 'settings',
  menu: SettingsMenu,
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
  // Images picked in the settings forms are uploaded before the form is saved.
  apiPaths: ['uploads'],
  children: <Route path=":kind" element={<SettingsRoute />} />,
} satisfies ResourceBundle;

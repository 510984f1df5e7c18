export { SettingsMenu } from './SettingsMenu';
export { SettingsRoute } from './SettingsRoute';
export { settingsPath } from './settingsGroups';

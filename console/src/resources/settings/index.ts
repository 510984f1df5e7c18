export { SettingsMenu } from './SettingsMenu';
export { settingsPath } from './settingsGroups';

import { TopToolbar } from 'react-admin';
import { HistoryButton } from './history/HistoryButton';
import { ResetButton } from './ResetButton';

export const SettingsActions = ({ kind }: { kind: string }) => (
  <TopToolbar>
    <HistoryButton kind={kind} />
    <ResetButton kind={kind} />
  </TopToolbar>
);

import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Chip, Collapse, IconButton, ListItem, ListItemText, Stack } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SettingsRecord, SettingsVersion } from '@hondana/schemas/contracts';
import { RollbackButton } from './RollbackButton';
import { VersionDiff } from './VersionDiff';

interface HistoryEntryProps {
  kind: string;
  version: SettingsVersion;
  current: SettingsRecord | undefined;
  onRolledBack: () => void;
}

export const HistoryEntry = ({ kind, version, current, onRolledBack }: HistoryEntryProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [isOpen, setIsOpen] = useState(false);
  const isCurrent = current?.version === version.version;
  const when = version.updatedAt ? new Date(version.updatedAt).toLocaleString(locale) : '';
  return (
    <>
      <ListItem divider data-testid={`history-version-${version.version}`} sx={{ gap: 1 }}>
        <ListItemText
          sx={{ flex: 1, minWidth: 0 }}
          primary={`v${version.version} · ${translate(`console.history.actions.${version.action}`, { _: version.action })}`}
          secondary={[when, byWhom(version, translate)].filter(Boolean).join(' · ')}
          slotProps={{ secondary: { noWrap: true } }}
        />
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexShrink: 0 }}>
          {isCurrent ? (
            <Chip size="small" color="primary" label={translate('console.history.current')} />
          ) : (
            <RollbackButton kind={kind} version={version.version} onDone={onRolledBack} />
          )}
          <IconButton
            size="small"
            aria-label={translate('console.history.view', { version: version.version })}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </Stack>
      </ListItem>
      <Collapse in={isOpen} unmountOnExit>
        <VersionDiff version={version.data} current={current?.data} />
      </Collapse>
    </>
  );
};

/** Who saved a version: their name; a removed account says so rather than showing an id. */
function byWhom(version: SettingsVersion, translate: (key: string) => string): string {
  if (version.updatedByName) return version.updatedByName;
  return version.updatedBy ? translate('console.history.removedAccount') : '';
}

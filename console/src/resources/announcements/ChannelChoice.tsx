import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnnouncementDraft, Channel } from './announcementDraft';

const channels: readonly Channel[] = ['IN_APP', 'MAIL'];

interface ChannelChoiceProps {
  draft: AnnouncementDraft;
  error?: string;
  onChange: (change: Partial<AnnouncementDraft>) => void;
}

/** In-app, mail or both; mail goes only to readers who receive notifications. */
export const ChannelChoice = ({ draft, error, onChange }: ChannelChoiceProps) => {
  const translate = useTranslate();
  const toggle = (channel: Channel, isOn: boolean) => {
    const next = channels.filter((c) => (c === channel ? isOn : draft.channels.includes(c)));
    onChange({ channels: next as AnnouncementDraft['channels'] });
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mb: 2 }}>
      <FormLabel component="legend">
        {translate('resources.announcements.fields.channels')}
      </FormLabel>
      <FormGroup row>
        {channels.map((channel) => (
          <FormControlLabel
            key={channel}
            label={translate(`console.announcements.channels.${channel}`)}
            control={
              <Checkbox
                checked={draft.channels.includes(channel)}
                onChange={(event) => toggle(channel, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? translate('console.announcements.mailHelp')}</FormHelperText>
    </FormControl>
  );
};

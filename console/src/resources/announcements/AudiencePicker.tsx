import {
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { AnnouncementDraft } from './announcementDraft';
import { ReaderPicker } from './ReaderPicker';

type Audience = AnnouncementDraft['audience'];
const audiences: readonly Audience[] = ['EVERYONE', 'USER_GROUP', 'ONE_READER'];

interface AudiencePickerProps {
  draft: AnnouncementDraft;
  errors: Record<string, string>;
  onChange: (change: Partial<AnnouncementDraft>) => void;
}

/** Whom the announcement is for: every reader, one user group, or one reader found by search. */
export const AudiencePicker = ({ draft, errors, onChange }: AudiencePickerProps) => {
  const translate = useTranslate();
  const { data: groups = [] } = useGetList<{ id: string; name: string }>(
    'user-groups',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: draft.audience === 'USER_GROUP' },
  );
  return (
    <FormControl component="fieldset" fullWidth sx={{ mb: 2 }}>
      <FormLabel component="legend">
        {translate('resources.announcements.fields.audience')}
      </FormLabel>
      <RadioGroup
        row
        value={draft.audience}
        onChange={(event) => onChange({ audience: event.target.value as Audience })}
      >
        {audiences.map((audience) => (
          <FormControlLabel
            key={audience}
            value={audience}
            control={<Radio />}
            label={translate(`enums.${audience}`)}
          />
        ))}
      </RadioGroup>
      {draft.audience === 'USER_GROUP' && (
        <TextField
          select
          id="announcement-group"
          data-testid="announcement-group"
          label={translate('resources.announcements.fields.userGroupId')}
          value={draft.userGroupId ?? ''}
          error={Boolean(errors.userGroupId)}
          helperText={errors.userGroupId}
          onChange={(event) => onChange({ userGroupId: event.target.value || null })}
          sx={{ maxWidth: 360, mt: 1 }}
        >
          {groups.map((group) => (
            <MenuItem key={group.id} value={group.id}>
              {group.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {draft.audience === 'ONE_READER' && (
        <ReaderPicker
          value={draft.userId}
          error={errors.userId}
          onChange={(userId) => onChange({ userId })}
        />
      )}
    </FormControl>
  );
};

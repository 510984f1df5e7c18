import { MAX_NOTE_LENGTH } from '@hondana/schemas/contracts';
import type { SubscriberProfile } from '@hondana/schemas/contracts';
import { Button, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNotifyRefusal } from '../shared/ConfirmDeleteButton';
import { Panel } from './Panel';
import { dayOf } from './dayOf';
import { addNote, removeNote } from './subscriberActions';

/** The admins' notes on the reader (never shown to the reader), newest first. */
export const NotesPanel = () => {
  const record = useRecordContext<SubscriberProfile>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const notifyRefusal = useNotifyRefusal();
  const [locale] = useLocaleState();
  const [text, setText] = useState('');
  if (!record) return null;
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notifyRefusal(error);
      return false;
    }
  };
  return (
    <Panel id="subscriber-notes" title={translate('console.subscribers.notes')}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          fullWidth
          multiline
          minRows={2}
          name="note"
          label={translate('console.subscribers.newNote')}
          value={text}
          helperText={`${text.length} / ${MAX_NOTE_LENGTH}`}
          error={text.length > MAX_NOTE_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          variant="outlined"
          disabled={!text.trim() || text.length > MAX_NOTE_LENGTH}
          onClick={async () => {
            if (await act(() => addNote(record.id, text), 'console.subscribers.done.note')) {
              setText('');
            }
          }}
        >
          {translate('console.subscribers.addNote')}
        </Button>
      </Stack>
      <List dense>
        {record.notes.map((note) => (
          <ListItem
            key={note.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                aria-label={translate('console.subscribers.removeNote', {
                  date: dayOf(note.createdAt, locale),
                })}
                onClick={() =>
                  act(() => removeNote(record.id, note.id), 'console.subscribers.done.noteRemoved')
                }
              >
                {translate('ra.action.delete')}
              </Button>
            }
          >
            <ListItemText
              primary={note.body}
              secondary={`${dayOf(note.createdAt, locale)} · ${note.authorName}`}
              sx={{ whiteSpace: 'pre-wrap', pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
};

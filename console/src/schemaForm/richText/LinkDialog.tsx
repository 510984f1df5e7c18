import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Addresses the reader's sanitiser keeps: web, mail, phone, and the site's own paths. */
const LINK = /^(https?:\/\/\S+|mailto:\S+|tel:[+\d][\d\s-]*|\/\S*)$/i;

/** Adds, changes or removes the link on the selected text. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const translate = useTranslate();
  const current = editor.getAttributes('link') as { href?: string; target?: string | null };
  const [href, setHref] = useState(current.href ?? 'https://');
  const [isNewWindow, setIsNewWindow] = useState(current.target === '_blank');
  const isValid = LINK.test(href.trim());

  const apply = () => {
    editor
      .chain()
      .focus()
      .extendMarkRange('link')
      .setLink({ href: href.trim(), target: isNewWindow ? '_blank' : null })
      .run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('console.richText.link')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('console.richText.address')}
          value={href}
          error={!isValid}
          helperText={isValid ? ' ' : translate('console.richText.badAddress')}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && isValid) {
              event.preventDefault();
              apply();
            }
          }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={isNewWindow}
              onChange={(event) => setIsNewWindow(event.target.checked)}
            />
          }
          label={translate('console.richText.newWindow')}
        />
      </DialogContent>
      <DialogActions>
        {current.href && (
          <Button color="error" onClick={remove}>
            {translate('console.richText.unlink')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!isValid} onClick={apply}>
          {translate('console.richText.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress, Toolbar, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

interface SaveToolbarProps {
  isDirty: boolean;
  isSaving: boolean;
}

/**
 * Sits inside the rjsf <form>: its submit button runs rjsf validation, then the save. It
 * sticks to the bottom of the window so a long form is saved without scrolling, and leaving
 * the page with unsaved changes asks first.
 */
export const SaveToolbar = ({ isDirty, isSaving }: SaveToolbarProps) => {
  const translate = useTranslate();
  useUnsavedChangesWarning(isDirty && !isSaving);
  return (
    <Toolbar
      disableGutters
      sx={{
        gap: 2,
        mt: 2,
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        type="submit"
        variant="contained"
        aria-label={translate('ra.action.save')}
        data-testid="save-button"
        disabled={!isDirty || isSaving}
        // Pressing Save must not blur the field being edited first: the blur validates it,
        // its stale error disappears, the toolbar moves up, and the release lands beside the
        // button, losing the click. Submitting validates every field anyway.
        onMouseDown={(event) => event.preventDefault()}
        startIcon={isSaving ? <CircularProgress size={18} /> : <SaveIcon />}
      >
        {translate('ra.action.save')}
      </Button>
      {isDirty && (
        <Typography variant="body2" color="text.secondary" data-testid="unsaved-changes">
          {translate('console.form.unsaved')}
        </Typography>
      )}
    </Toolbar>
  );
};

/** The browser's own "leave this page?" question while there are unsaved changes. */
function useUnsavedChangesWarning(isActive: boolean) {
  useEffect(() => {
    if (!isActive) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive]);
}

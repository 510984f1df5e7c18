import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress, Toolbar } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SaveToolbarProps {
  isDirty: boolean;
  isSaving: boolean;
}

/** Sits inside the rjsf <form>: its submit button runs rjsf validation, then the save. */
export const SaveToolbar = ({ isDirty, isSaving }: SaveToolbarProps) => {
  const translate = useTranslate();
  return (
    <Toolbar disableGutters sx={{ gap: 1, mt: 2 }}>
      <Button
        type="submit"
        variant="contained"
        aria-label={translate('ra.action.save')}
        data-testid="save-button"
        disabled={!isDirty || isSaving}
        startIcon={isSaving ? <CircularProgress size={18} /> : <SaveIcon />}
      >
        {translate('ra.action.save')}
      </Button>
    </Toolbar>
  );
};

import CodeIcon from '@mui/icons-material/Code';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { apiUrl, httpClient } from '../../providers/httpClient';
import type { ContentGroup } from './contentGroup';

/**
 * Edits the ref codes of every group at once (`PUT /content-groups/ref-codes`, all or
 * nothing), so two groups can swap their codes in one save.
 */
export const RefCodesButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isOpen, setIsOpen] = useState(false);
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { data: groups = [] } = useGetList<ContentGroup>(
    'content-groups',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'ordinal', order: 'ASC' } },
    { enabled: isOpen },
  );
  const valueOf = (group: ContentGroup) => codes[group.id] ?? group.refCode ?? '';

  const save = async () => {
    const changes = groups
      .filter((group) => codes[group.id] !== undefined && codes[group.id] !== (group.refCode ?? ''))
      .map((group) => ({ id: group.id, refCode: codes[group.id].trim() || null }));
    if (changes.length === 0) return setIsOpen(false);
    try {
      await httpClient(`${apiUrl}/content-groups/ref-codes`, {
        method: 'PUT',
        body: JSON.stringify(changes),
      });
      notify('console.contentGroups.refCodesSaved', { type: 'success' });
      setIsOpen(false);
      setCodes({});
      refresh();
    } catch (error) {
      const body = (error as { body?: { status?: number; message?: string } }).body;
      setProblem(translate(`api.error.${body?.status ?? 'unknown'}`, { _: body?.message ?? '' }));
    }
  };

  return (
    <>
      <Button label="console.contentGroups.refCodes" onClick={() => setIsOpen(true)}>
        <CodeIcon />
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('console.contentGroups.refCodes')}</DialogTitle>
        <DialogContent>
          <Stack gap={1.5} sx={{ pt: 1 }}>
            {groups.map((group) => (
              <TextField
                key={group.id}
                size="small"
                label={group.name}
                value={valueOf(group)}
                onChange={(event) => {
                  setProblem(null);
                  setCodes({ ...codes, [group.id]: event.target.value });
                }}
              />
            ))}
            {problem && <span role="alert">{problem}</span>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setIsOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={save}>
            {translate('ra.action.save')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

import { Box } from '@mui/material';
import { useEditContext } from 'react-admin';
import type { SettingsRecord } from '@hondana/schemas/contracts';
import { PreviewPane } from '../../preview/PreviewPane';
import type { SettingsDraft } from './SettingsForm';

interface SettingsPreviewProps {
  companyId: string;
  kind: string;
  draft: SettingsDraft | null;
}

/** The edit page's aside: the reader showing the draft, or the saved data before any edit. */
export const SettingsPreview = ({ companyId, kind, draft }: SettingsPreviewProps) => {
  const { record } = useEditContext<SettingsRecord>();
  if (!record) return null;
  const current = draft?.version === record.version ? draft : null;
  return (
    <Box sx={{ width: { xs: '40%', lg: '48%' }, flexShrink: 0, ml: 2 }}>
      <PreviewPane
        companyId={companyId}
        kind={kind}
        draft={current?.data ?? record.data}
        isDirty={current?.isDirty ?? false}
      />
    </Box>
  );
};

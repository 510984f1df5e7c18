import { Box } from '@mui/material';
import { useEditContext } from 'react-admin';
import type { SettingsRecord } from '@hondana/schemas/contracts';
import { MailPreview } from '../../preview/MailPreview';
import { PaymentCheck } from '../../preview/PaymentCheck';
import { PreviewPane } from '../../preview/PreviewPane';
import { WatermarkPreview } from '../../preview/WatermarkPreview';
import type { SettingsDraft } from './SettingsForm';

/**
 * Admin-only kinds whose preview is not the reader: the mail a reader receives, a page as the
 * viewer draws the watermark. Every other kind with a preview is public and shows the reader.
 */
const ownPreviews: Record<string, typeof MailPreview | undefined> = {
  mailTemplates: MailPreview,
  watermark: WatermarkPreview,
  // Payments change no reader page: their aside checks the keys at the gateway instead.
  payment: PaymentCheck,
};

export const hasPreview = (kind: string, visibility: string) =>
  visibility === 'public' || ownPreviews[kind] !== undefined;

interface SettingsPreviewProps {
  companyId: string;
  kind: string;
  draft: SettingsDraft | null;
}

/**
 * The edit page's aside: the reader showing the draft (the saved data before any edit), or
 * for mail templates the mail and for the watermark a page, as a reader gets them.
 */
export const SettingsPreview = ({ companyId, kind, draft }: SettingsPreviewProps) => {
  const { record } = useEditContext<SettingsRecord>();
  if (!record) return null;
  const Own = ownPreviews[kind];
  const current = draft?.version === record.version ? draft : null;
  return (
    <Box sx={{ width: { xs: '40%', lg: '48%' }, flexShrink: 0, ml: 2 }}>
      {Own ? (
        <Own draft={current?.data ?? record.data} isDirty={current?.isDirty ?? false} />
      ) : (
        <PreviewPane
          companyId={companyId}
          kind={kind}
          draft={current?.data ?? record.data}
          isDirty={current?.isDirty ?? false}
        />
      )}
    </Box>
  );
};

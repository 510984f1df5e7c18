import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useDraftAnswer } from '../../preview/useDraftAnswer';
import { AnnouncementPreview } from './AnnouncementPreview';
import { AudiencePicker } from './AudiencePicker';
import { ChannelChoice } from './ChannelChoice';
import { ConfirmSendDialog } from './ConfirmSendDialog';
import { MessageTabs } from './MessageTabs';
import { emptyDraft, previewAnnouncement, type AnnouncementDraft } from './announcementDraft';
import { useSendAnnouncement } from './useSendAnnouncement';

const previewDelayMs = 400;

/** Write an announcement, see it as readers will, and send it after a confirmation. */
export const AnnouncementCreate = () => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<AnnouncementDraft>(emptyDraft);
  const [isConfirming, setIsConfirming] = useState(false);
  const answer = useDraftAnswer(draft, previewAnnouncement, previewDelayMs);
  const { send, isSending, errors, clearErrors } = useSendAnnouncement();
  const change = (part: Partial<AnnouncementDraft>) => {
    clearErrors();
    setDraft((current) => ({ ...current, ...part }));
  };
  const canSend = answer?.ok === true && !isSending;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, mt: 2 }}>
      <Title title={translate('console.announcements.new')} />
      <Card>
        <CardContent>
          <AudiencePicker draft={draft} errors={errors} onChange={change} />
          <MessageTabs draft={draft} errors={errors} onChange={change} />
          <ChannelChoice draft={draft} error={errors.channels} onChange={change} />
          <Box>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={!canSend}
              onClick={() => setIsConfirming(true)}
              data-testid="announcement-send"
            >
              {translate('console.announcements.send')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <AnnouncementPreview answer={answer} />
      <ConfirmSendDialog
        isOpen={isConfirming}
        isSending={isSending}
        audienceCount={answer?.ok ? answer.audienceCount : null}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          send(draft);
        }}
      />
    </Box>
  );
};

import { Box, Divider, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PreviewCard } from '../../preview/PreviewCard';
import { RefusedDraft } from '../../preview/RefusedDraft';
import type { MessageLanguage, PreviewAnswer } from './announcementDraft';
import { messageLanguages } from './announcementDraft';

const languageNames: Record<MessageLanguage, string> = { ja: '日本語', en: 'English' };

/**
 * What readers will get, rendered by the server's own code without sending: the item on their
 * notifications page and the mail, in either language, and how many readers it reaches.
 */
export const AnnouncementPreview = ({ answer }: { answer: PreviewAnswer | null }) => {
  const translate = useTranslate();
  const [language, setLanguage] = useState<MessageLanguage>('ja');
  const copy = answer?.ok ? answer[language] : null;
  return (
    <PreviewCard
      testId="announcement-preview"
      isDirty={false}
      isLoading={!answer}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          aria-label={translate('console.announcements.previewLanguage')}
          onChange={(_event, value) => value && setLanguage(value)}
        >
          {messageLanguages.map((lang) => (
            <ToggleButton key={lang} value={lang} lang={lang}>
              {languageNames[lang]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {answer && !answer.ok && <RefusedDraft refused={answer} />}
      {answer?.ok && copy && (
        <Box lang={language}>
          <Typography variant="body2" data-testid="announcement-audience-count" sx={{ mb: 1 }}>
            {translate('console.announcements.reaches', { smart_count: answer.audienceCount })}
          </Typography>
          <Typography variant="overline">{translate('console.announcements.inApp')}</Typography>
          <Box data-testid="announcement-preview-in-app" sx={{ mb: 2 }}>
            <Typography variant="subtitle1">{copy.inApp.title}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {copy.inApp.content}
            </Typography>
          </Box>
          <Divider />
          <Typography variant="overline">{translate('console.announcements.mail')}</Typography>
          <Typography variant="subtitle1" data-testid="announcement-preview-subject">
            {copy.mail.subject}
          </Typography>
          <Box
            component="pre"
            data-testid="announcement-preview-mail"
            sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: 14 }}
          >
            {copy.mail.text}
          </Box>
        </Box>
      )}
    </PreviewCard>
  );
};

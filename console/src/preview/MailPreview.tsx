import {
  Alert,
  AlertTitle,
  Box,
  Chip,
  Divider,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PreviewCard } from './PreviewCard';
import { RefusedDraft } from './RefusedDraft';
import { useDraftAnswer } from './useDraftAnswer';
import { renderMails, type MailLanguage } from './renderMails';

const debounceMs = 300;
const languageNames: Record<MailLanguage, string> = { ja: '日本語', en: 'English' };

interface MailPreviewProps {
  draft: unknown;
  isDirty: boolean;
}

/**
 * The mail templates' preview: the forgot-password mail of the unsaved draft, rendered by the
 * server's own mail code for the signed-in admin as the reader, in either language. A template
 * that would not render shows why, above the built-in mail readers would get instead.
 */
export const MailPreview = ({ draft, isDirty }: MailPreviewProps) => {
  const translate = useTranslate();
  const [language, setLanguage] = useState<MailLanguage>('ja');
  const rendered = useDraftAnswer(draft, renderMails, debounceMs);
  const mail = rendered?.ok ? rendered.mails[language] : null;
  return (
    <PreviewCard
      testId="mail-preview"
      isDirty={isDirty}
      isLoading={!rendered}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          aria-label={translate('console.preview.mailLanguage')}
          onChange={(_event, value) => value && setLanguage(value)}
        >
          {(['ja', 'en'] as const).map((lang) => (
            <ToggleButton key={lang} value={lang} lang={lang} data-testid={`mail-preview-${lang}`}>
              {languageNames[lang]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {rendered && !rendered.ok && <RefusedDraft refused={rendered} />}
      {mail && (
        <Box lang={language}>
          {mail.error && (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="mail-preview-error">
              <AlertTitle>{translate('console.preview.mailFailed')}</AlertTitle>
              <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>
                {mail.error}
              </Box>
            </Alert>
          )}
          {mail.isBuiltIn && !mail.error && (
            <Chip size="small" sx={{ mb: 1 }} label={translate('console.preview.mailBuiltIn')} />
          )}
          <Typography variant="body2" color="text.secondary">
            {translate('console.preview.mailSubject')}
          </Typography>
          <Typography variant="subtitle1" data-testid="mail-preview-subject" sx={{ mb: 1 }}>
            {mail.subject}
          </Typography>
          <Divider />
          <Box
            component="pre"
            data-testid="mail-preview-text"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', mt: 1 }}
          >
            {mail.text}
          </Box>
        </Box>
      )}
    </PreviewCard>
  );
};

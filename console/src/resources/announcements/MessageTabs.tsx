import { Box, Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  messageLanguages,
  type AnnouncementDraft,
  type MessageLanguage,
} from './announcementDraft';

/** Each language named in itself, as language pickers do. */
const languageNames: Record<MessageLanguage, string> = { ja: '日本語', en: 'English' };

interface MessageTabsProps {
  draft: AnnouncementDraft;
  errors: Record<string, string>;
  onChange: (change: Partial<AnnouncementDraft>) => void;
}

/** The title and message in each language, one tab each (each reader gets their own). */
export const MessageTabs = ({ draft, errors, onChange }: MessageTabsProps) => {
  const translate = useTranslate();
  const [language, setLanguage] = useState<MessageLanguage>('ja');
  const hasError = (lang: MessageLanguage) =>
    Boolean(errors[`title.${lang}`] || errors[`body.${lang}`]);
  const write = (part: 'title' | 'body', text: string) =>
    onChange({ [part]: { ...draft[part], [language]: text } });
  return (
    <Box sx={{ mb: 2 }}>
      <Tabs
        value={language}
        onChange={(_event, value: MessageLanguage) => setLanguage(value)}
        aria-label={translate('console.announcements.languages')}
      >
        {messageLanguages.map((lang) => (
          <Tab
            key={lang}
            value={lang}
            lang={lang}
            label={languageNames[lang]}
            data-testid={`announcement-tab-${lang}`}
            sx={hasError(lang) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      <Box lang={language} sx={{ display: 'grid', gap: 2, pt: 2 }}>
        <TextField
          id={`announcement-title-${language}`}
          label={translate(`resources.announcements.fields.title.${language}`)}
          value={draft.title[language]}
          required
          error={Boolean(errors[`title.${language}`])}
          helperText={errors[`title.${language}`]}
          onChange={(event) => write('title', event.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          id={`announcement-body-${language}`}
          label={translate(`resources.announcements.fields.body.${language}`)}
          value={draft.body[language]}
          required
          multiline
          minRows={6}
          error={Boolean(errors[`body.${language}`])}
          helperText={errors[`body.${language}`]}
          onChange={(event) => write('body', event.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Box>
    </Box>
  );
};

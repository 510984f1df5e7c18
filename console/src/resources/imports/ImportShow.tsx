import { Card, CardContent } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ImportProgress } from './ImportProgress';

/** One import: progress while it runs, then its summary, refused rows and log. */
export const ImportShow = () => {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('console.imports.title')} />
      <CardContent>{id && <ImportProgress id={id} />}</CardContent>
    </Card>
  );
};

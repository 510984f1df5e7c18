import DownloadIcon from '@mui/icons-material/Download';
import { Button, CreateButton, FilterButton, TopToolbar, useTranslate } from 'react-admin';
import { apiUrl, tenantUrl } from '../../providers/httpClient';
import { ImportContentsButton } from '../imports/ImportButtons';

/** Upload a new content, import the CSV, download the CSV (UTF-8 with BOM). */
export const ContentListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="console.contents.upload" />
      <ImportContentsButton />
      <Button
        component="a"
        href={tenantUrl(`${apiUrl}/contents/export`)}
        download="contents.csv"
        label="console.contents.export"
        aria-label={translate('console.contents.export')}
      >
        <DownloadIcon />
      </Button>
    </TopToolbar>
  );
};

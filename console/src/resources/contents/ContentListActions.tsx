import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, CreateButton, FilterButton, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiUrl, tenantUrl } from '../../providers/httpClient';

/** Upload a new content, import the CSV, download the CSV (UTF-8 with BOM). */
export const ContentListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="console.contents.upload" />
      <Button component={Link} to="/contents/import" label="console.imports.contents.open">
        <UploadFileIcon />
      </Button>
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

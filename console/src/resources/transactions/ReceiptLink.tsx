import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Transaction } from '@hondana/schemas/contracts';
import { apiUrl, withTenant } from '../../providers/httpClient';
import { useWorkingCompanyId } from '../../tenant/useTenant';

/**
 * A paid payment's receipt (PDF, in the paying reader's language): a plain download link, as
 * the CSV export, since the admin's session cookie is all it needs.
 */
export const ReceiptLink = () => {
  const translate = useTranslate();
  const record = useRecordContext<Transaction>();
  const companyId = useWorkingCompanyId();
  if (!record?.hasReceipt) return null;
  const url = `${apiUrl}/transactions/${encodeURIComponent(record.id)}/receipt`;
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      href={withTenant(url, companyId ?? null)}
      download
      data-testid="transaction-receipt"
    >
      {translate('resources.transactions.fields.hasReceipt')}
    </Button>
  );
};

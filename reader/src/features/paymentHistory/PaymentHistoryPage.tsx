import { useEffect, useState } from 'react';
import type { Page, Transaction } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { useTranslation } from '../../i18n/useTranslation';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { StoredCardPanel } from '../subscription/StoredCardPanel';
import { useToast } from '../toast/toastContext';
import { PaymentPager } from './PaymentPager';
import { PaymentRow } from './PaymentRow';
import './paymentHistory.css';

/**
 * /payment-history (spec 001 §1-3): the reader's payments, newest first, 10 a page (spec 001
 * §9's default), each opening its detail; and the stored card, which the reader can change
 * here whether or not the tenant shows the subscription page.
 */
export default function PaymentHistoryPage() {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Page<Transaction> | null>(null);

  useEffect(() => {
    let isCurrent = true;
    api<Page<Transaction>>('GET', '/transaction/page', { query: { page, size: 10 } })
      .then((answer) => isCurrent && setShown(answer))
      .catch((error: unknown) => {
        toast.notifyApiError(error);
        if (isCurrent) setShown(emptyPage);
      });
    return () => {
      isCurrent = false;
    };
  }, [api, toast, page]);

  if (!shown) return <PageSpinner />;
  return (
    <div className="hd-payments">
      <h1>{t('paymentHistory.title')}</h1>
      {shown.content.length === 0 ? (
        <p>{t('paymentHistory.none')}</p>
      ) : (
        <ul className="hd-payments__list">
          {shown.content.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
      <PaymentPager page={shown} onPage={setPage} />
      <StoredCardPanel />
    </div>
  );
}

const emptyPage: Page<Transaction> = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  pageNumber: 1,
  pageSize: 10,
};

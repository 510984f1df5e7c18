import { useEffect, useState } from 'react';
import type { Transaction } from '@hondana/schemas/contracts';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/apiContext';
import { useTranslation } from '../../i18n/useTranslation';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { day } from '../subscription/money';
import { useToast } from '../toast/toastContext';
import { PaymentFigures } from './PaymentFigures';
import { ReceiptButton } from './ReceiptButton';
import { StatusBadge } from './StatusBadge';
import './paymentHistory.css';

/** /payment-history/{id}: one payment's figures, card and coupon, and its receipt when paid. */
export default function PaymentDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [payment, setPayment] = useState<Transaction | 'missing' | null>(null);

  useEffect(() => {
    let isCurrent = true;
    setPayment(null);
    api<Transaction>('GET', `/transaction/detail/${encodeURIComponent(id)}`)
      .then((answer) => isCurrent && setPayment(answer))
      .catch((error: unknown) => {
        toast.notifyApiError(error);
        if (isCurrent) setPayment('missing');
      });
    return () => {
      isCurrent = false;
    };
  }, [api, toast, id]);

  const back = (
    <Link to="/payment-history" className="hd-payment-detail__back">
      {t('paymentHistory.back')}
    </Link>
  );
  if (!payment) return <PageSpinner />;
  if (payment === 'missing') {
    return (
      <div className="hd-payments hd-payment-detail--missing">
        <h1>{t('paymentHistory.detailTitle')}</h1>
        <p>{t('paymentHistory.notFound')}</p>
        {back}
      </div>
    );
  }
  return (
    <div className="hd-payments hd-payment-detail" data-payment={payment.id}>
      {back}
      <h1>{t('paymentHistory.detailTitle')}</h1>
      <p className="hd-payment-detail__head">
        <time dateTime={payment.createdAt ?? undefined}>
          {day(payment.createdAt, i18n.language)}
        </time>{' '}
        <strong>{payment.subscriptionPlanName}</strong>{' '}
        {t('paymentHistory.period', { number: payment.periodNumber })}{' '}
        <StatusBadge status={payment.status} />
      </p>
      <PaymentFigures payment={payment} />
      {payment.hasReceipt ? (
        <ReceiptButton paymentId={payment.id} />
      ) : (
        <p>{t('paymentHistory.noReceipt')}</p>
      )}
    </div>
  );
}

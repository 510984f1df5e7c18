import type { StoredCard } from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';

/** The stored card in words: brand, last four digits and expiry, and whether renewals use it. */
export function StoredCardText({
  card,
  isRenewing,
}: {
  card: StoredCard | null;
  isRenewing: boolean;
}) {
  const { t } = useTranslation();
  if (!card) return <p data-testid="stored-card">{t('storedCard.none')}</p>;
  const details = {
    brand: card.brand.toUpperCase(),
    last4: card.last4,
    month: String(card.expMonth).padStart(2, '0'),
    year: card.expYear,
  };
  return (
    <>
      <p data-testid="stored-card">{t('storedCard.details', details)}</p>
      <p data-testid="stored-card-renewal">
        {t(isRenewing ? 'storedCard.inUse' : 'storedCard.noRenewal', { last4: card.last4 })}
      </p>
    </>
  );
}

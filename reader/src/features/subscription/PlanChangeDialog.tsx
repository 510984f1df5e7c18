import { useEffect, useState } from 'react';
import type {
  PlanChangeOptions,
  PlanChangeOrder,
  PlanChangeQuote,
} from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { useToast } from '../toast/toastContext';
import { PlanChangeConfirm } from './PlanChangeConfirm';
import { PlanChangeOptionList } from './PlanChangeOptionList';
import { PlanChangePayment } from './PlanChangePayment';
import { planChangeProblem, usePlanChange } from './usePlanChange';
import './planChange.css';

/**
 * A plan change in three steps: the tenant's other plans with the quote of each, the chosen
 * one confirmed, then for an upgrade its payment. A scheduled change or one made at once
 * closes the dialog and reloads the caller's list.
 */
export function PlanChangeDialog({
  subscriptionId,
  initialPlanId,
  onClose,
  onChanged,
}: {
  subscriptionId: string;
  /** Open at this plan's confirmation (the plan detail page's action). */
  initialPlanId?: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const calls = usePlanChange(subscriptionId);
  const [options, setOptions] = useState<PlanChangeOptions | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PlanChangeQuote | null>(null);
  const [order, setOrder] = useState<PlanChangeOrder | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    calls
      .options()
      .then((answer) => {
        setOptions(answer);
        setChosen(answer.quotes.find((quote) => quote.planId === initialPlanId) ?? null);
      })
      .catch((error: unknown) => setProblem(planChangeProblem(error, i18n.exists)));
  }, [calls, initialPlanId, i18n]);

  const confirm = async (quote: PlanChangeQuote) => {
    setIsBusy(true);
    try {
      const result = await calls.change(quote.planId);
      if (result.order) {
        setOrder(result.order);
        return;
      }
      toast.notify(
        'success',
        result.kind === 'SCHEDULED' ? 'planChange.scheduled' : 'planChange.changed',
      );
      onChanged();
      onClose();
    } catch (error) {
      setProblem(planChangeProblem(error, i18n.exists));
    } finally {
      setIsBusy(false);
    }
  };

  let body;
  if (problem)
    body = (
      <p role="alert" data-problem={problem}>
        {t(problem)}
      </p>
    );
  else if (order) body = <PlanChangePayment order={order} />;
  else if (chosen) {
    body = (
      <PlanChangeConfirm
        quote={chosen}
        isBusy={isBusy}
        onBack={() => setChosen(null)}
        onConfirm={() => void confirm(chosen)}
      />
    );
  } else if (options) body = <PlanChangeOptionList quotes={options.quotes} onChoose={setChosen} />;
  else body = <p role="status">{t('planChange.loading')}</p>;
  return (
    <ModalDialog title={t('planChange.title')} onClose={onClose}>
      <div className="hd-plan-change" aria-busy={!options && !problem}>
        {body}
      </div>
    </ModalDialog>
  );
}

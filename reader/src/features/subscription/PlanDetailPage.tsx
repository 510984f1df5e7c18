import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/apiContext';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../toast/toastContext';
import { PlanCard } from './PlanCard';
import { TestModeBanner } from './TestModeBanner';
import { PlanChangeFromPlan } from './PlanChangeFromPlan';
import type { Plan } from './types';
import './subscription.css';

/**
 * /subscription/{id}: one plan. A failed load sends a visitor to the login page (001 §2); a
 * signed-in reader (a stale link: the plan was withdrawn) has nothing to sign in for, so they
 * get the call's error toast and their subscriptions instead (issue 32).
 */
export default function PlanDetailPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const toast = useToast();
  const { status } = useSession();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<Plan | null>(null);
  useEffect(() => {
    if (status === 'restoring') return;
    api<Plan>('GET', `/subscription-plan/public/${encodeURIComponent(id)}`)
      .then(setPlan)
      .catch((error: unknown) => {
        if (status === 'anonymous') {
          navigate('/login', { replace: true });
          return;
        }
        toast.notifyApiError(error);
        navigate('/subscription', { replace: true });
      });
  }, [api, id, navigate, status, toast]);
  if (!plan) return <PageSpinner />;
  return (
    <div className="hd-order">
      <TestModeBanner />
      <PlanCard plan={plan} width={350} />
      <PlanChangeFromPlan planId={plan.id} />
    </div>
  );
}

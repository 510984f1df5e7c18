import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/apiContext';
import { PageSpinner } from '../session/PageSpinner';
import { PlanCard } from './PlanCard';
import { TestModeBanner } from './TestModeBanner';
import { PlanChangeFromPlan } from './PlanChangeFromPlan';
import type { Plan } from './types';
import './subscription.css';

/** /subscription/{id}: one plan; a failed load sends the reader to the login page (001 §2). */
export default function PlanDetailPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<Plan | null>(null);
  useEffect(() => {
    api<Plan>('GET', `/subscription-plan/public/${encodeURIComponent(id)}`)
      .then(setPlan)
      .catch(() => navigate('/login', { replace: true }));
  }, [api, id, navigate]);
  if (!plan) return <PageSpinner />;
  return (
    <div className="hd-order">
      <TestModeBanner />
      <PlanCard plan={plan} width={350} />
      <PlanChangeFromPlan planId={plan.id} />
    </div>
  );
}

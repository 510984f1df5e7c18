import { useSelectedTenant } from '../../tenant/useTenant';
import { SetupChecklist } from './SetupChecklist';

/** A system admin sees the checklist of the tenant chosen in the app bar, when there is one. */
export const ChosenTenantChecklist = () => {
  const selected = useSelectedTenant();
  return selected ? <SetupChecklist key={selected} companyId={selected} /> : null;
};

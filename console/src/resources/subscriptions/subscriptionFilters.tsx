import { subscriptionStatuses } from '@hondana/schemas/contracts';
import {
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useTranslate,
} from 'react-admin';

const StatusFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      choices={subscriptionStatuses.map((status) => ({
        id: status,
        name: translate(`console.subscribers.status.${status}`),
      }))}
    />
  );
};

/** Search by the reader's name or e-mail; status, plan, free days and complimentary access. */
export const subscriptionFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <ReferenceInput key="plan" source="planId" reference="plans" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="trial" source="isTrial" />,
  <NullableBooleanInput key="complimentary" source="isComplimentary" />,
];

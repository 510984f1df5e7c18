import { Chip } from '@mui/material';
import type { Plan } from '@hondana/schemas/contracts';
import {
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';
import { useTranslate } from 'react-admin';
import { EmptyList } from '../shared/EmptyList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const PlanList = () => {
  const translate = useTranslate();
  return (
    <List empty={<EmptyList />} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <NumberField source="price" options={{ style: 'currency', currency: 'JPY' }} />
        <NumberField source="discountPrice" options={{ style: 'currency', currency: 'JPY' }} />
        <FunctionField<Plan>
          source="duration"
          render={(plan) => `${plan.duration} ${translate(`enums.${plan.durationType}`)}`}
        />
        <NumberField source="numberFreeTerm" />
        <FunctionField<Plan>
          source="isPublished"
          render={(plan) =>
            plan.archivedAt ? (
              <Chip size="small" label={translate('console.plans.archived')} />
            ) : (
              <BooleanField source="isPublished" />
            )
          }
        />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
};

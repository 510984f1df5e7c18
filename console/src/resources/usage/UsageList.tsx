import { Datagrid, List, NumberField, TextField, TextInput } from 'react-admin';
import { UsageListActions } from './ExportUsageButton';

/** This month (UTC, as the usage log counts), the report's default span. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

const filters = [
  <TextInput key="from" source="from" type="month" alwaysOn />,
  <TextInput key="to" source="to" type="month" alwaysOn />,
];

/**
 * The usage report a licensor asks for: per title and month, opens, pages viewed, prints,
 * pages printed and downloads. The server sorts (latest month, most opened first).
 */
export const UsageList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ from: thisMonth(), to: thisMonth() }}
    exporter={false}
    actions={<UsageListActions />}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="month" sortable={false} />
      <TextField source="title" sortable={false} />
      <NumberField source="opens" sortable={false} />
      <NumberField source="pageViews" sortable={false} />
      <NumberField source="prints" sortable={false} />
      <NumberField source="printedPages" sortable={false} />
      <NumberField source="downloads" sortable={false} />
    </Datagrid>
  </List>
);

import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ExportTransactionsButton } from './ExportTransactionsButton';
import { ReceiptLink } from './ReceiptLink';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'OK', name: 'OK' },
      { id: 'NG', name: 'NG' },
      { id: 'PENDING', name: 'PENDING' },
    ]}
    alwaysOn
  />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

const yen = { style: 'currency', currency: 'JPY' } as const;

/** The tenant's payment history: every attempt to charge an order, newest first. */
export const TransactionList = () => (
  <List
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={
      <TopToolbar>
        <ExportTransactionsButton />
      </TopToolbar>
    }
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="createdAt" showTime />
      <TextField source="userEmail" />
      <TextField source="subscriptionPlanName" />
      <TextField source="status" />
      <TextField source="failureCode" emptyText="" />
      <NumberField source="totalAmount" options={yen} />
      {/* What went back to the card (a part, or all); empty for a payment kept whole. */}
      <FunctionField
        source="refundedAmount"
        render={(t: { refundedAmount: number }) =>
          t.refundedAmount ? `¥${t.refundedAmount.toLocaleString('ja-JP')}` : ''
        }
      />
      <FunctionField
        source="discountAmount"
        render={(t: { discountAmount: number; couponCode: string | null }) =>
          t.discountAmount ? `−¥${t.discountAmount} ${t.couponCode ?? ''}` : ''
        }
      />
      <TextField source="cardLast4" emptyText="" />
      <FunctionField source="hasReceipt" sortable={false} render={() => <ReceiptLink />} />
    </Datagrid>
  </List>
);

import {
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceManyField,
  TextField,
  useTranslate,
} from 'react-admin';
import { ReceiptLink } from '../transactions/ReceiptLink';
import { Panel } from './Panel';
import { RefundButton } from './RefundButton';
import { ResendReceiptButton } from './ResendReceiptButton';

const yen = { style: 'currency', currency: 'JPY' } as const;

/** The reader's payments (the payments list, for this reader), newest first, with their acts. */
export const PaymentsPanel = () => {
  const translate = useTranslate();
  return (
    <Panel id="subscriber-payments" title={translate('console.subscribers.payments')}>
      <ReferenceManyField
        reference="transactions"
        target="userId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<>{translate('console.subscribers.noPayments')}</>}
        >
          <DateField source="createdAt" showTime />
          <TextField source="subscriptionPlanName" />
          <TextField source="status" />
          <NumberField source="totalAmount" options={yen} />
          <NumberField source="refundedAmount" options={yen} />
          <FunctionField
            label="console.subscribers.actions"
            render={() => (
              <>
                <ReceiptLink />
                <ResendReceiptButton />
                <RefundButton />
              </>
            )}
          />
        </Datagrid>
      </ReferenceManyField>
    </Panel>
  );
};

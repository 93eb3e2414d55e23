import {
  PAYMENT_METHODS,
  recordPaymentBodySchema,
  type Payment,
  type Receivables,
} from '@rawex/api/contracts';
import { ATTACHMENT_UPLOAD, pickerRules, STATEMENT_UPLOAD } from '@rawex/api/contracts/upload-types';
import {
  Badge,
  Button,
  formatDate,
  formatOrderNumber,
  formatPrice,
  Loaded,
  pluralize,
  RecordCard,
  Select,
  Skeleton,
  TextField,
  UploadDropzone,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useCompany } from '../../data/company';
import { usePaymentActions, useWaitingPayments, type StatementColumns } from '../../data/payments';
import { checkAgainst } from '../../forms/check-against';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { LoadFailed } from '../../loading/LoadFailed';
import { notify, sayFailure } from '../../notices/notify';
import * as page from '../../styles/page.css';

type OpenOrders = Receivables['orders'];

/** The currency of the order picked, which a payment of it is recorded in. */
const currencyOf = (orders: OpenOrders, orderId: string) =>
  orders.find((order) => String(order.orderId) === orderId)?.currency;

const METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  bank_transfer: 'Bank transfer',
  letter_of_credit: 'Letter of credit',
  other: 'Other',
};
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: METHOD_LABELS[method] }));

const orderOptions = (orders: OpenOrders) =>
  orders.map((order) => ({
    value: String(order.orderId),
    label: `#${formatOrderNumber(order.orderId)} · ${order.counterparty} · ${formatPrice(order.payment.outstanding, order.currency)} open`,
  }));

const PAYMENT_LABELS = {
  orderId: 'Order',
  amount: 'Amount',
  currency: 'Currency',
  valueDate: 'Value date',
  method: 'Method',
  reference: 'Reference',
  proofUrl: 'Proof',
} as const;

const proofRules = pickerRules(ATTACHMENT_UPLOAD);
const today = () => new Date().toISOString().slice(0, 10);

/** A payment the supplier saw arrive, recorded by hand against one of its open orders. */
function RecordPaymentForm({ orders }: { orders: OpenOrders }) {
  const { record, uploadProof } = usePaymentActions();
  const form = useApiForm({
    orderId: '',
    amount: '',
    valueDate: today(),
    method: 'bank_transfer' as (typeof PAYMENT_METHODS)[number],
    reference: '',
    proofUrl: '',
  });
  const [proofName, setProofName] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const check = (values: typeof form.values) =>
    checkAgainst(
      recordPaymentBodySchema,
      {
        orderId: values.orderId ? Number(values.orderId) : undefined,
        amount: values.amount,
        currency: currencyOf(orders, values.orderId),
        valueDate: values.valueDate,
        method: values.method,
        ...(values.reference.trim() ? { reference: values.reference } : {}),
        ...(values.proofUrl ? { proofUrl: values.proofUrl } : {}),
      },
      PAYMENT_LABELS,
    );
  const text = (key: 'amount' | 'valueDate' | 'reference') => ({
    value: form.values[key],
    onChange: (event: { target: { value: string } }) => form.set(key, event.target.value),
    error: form.errors[key],
  });
  const attach = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const refusal = proofRules.refusal(file);
    if (refusal) {
      form.setErrors({ proofUrl: refusal.description });
      return;
    }
    setUploading(true);
    try {
      form.set('proofUrl', await uploadProof(file));
      setProofName(file.name);
    } catch (error) {
      sayFailure('Failed to upload the proof.')(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <LiveForm
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          (values) => check(values).errors ?? {},
          async (values) => {
            const payment = check(values).data!;
            await record(payment);
            notify({
              title: 'Payment recorded',
              description: `${formatPrice(payment.amount, payment.currency)} against order #${formatOrderNumber(payment.orderId)}.`,
              type: 'success',
            });
            form.reset();
            setProofName(undefined);
          },
          'Failed to record the payment.',
        );
      }}
    >
      <Select
        label="Order"
        placeholder={orders.length ? 'One of your open orders' : 'No open orders'}
        options={orderOptions(orders)}
        value={form.values.orderId}
        onChange={(orderId) => form.set('orderId', orderId)}
        error={form.errors.orderId}
      />
      <TextField
        label={`Amount (${currencyOf(orders, form.values.orderId) ?? 'in the order’s currency'})`}
        inputMode="decimal"
        {...text('amount')}
      />
      <TextField label="Value date" type="date" {...text('valueDate')} />
      <Select
        label="Method"
        options={METHOD_OPTIONS}
        value={form.values.method}
        onChange={(method) => form.set('method', method)}
        error={form.errors.method}
      />
      <TextField
        label="Reference"
        hint="The bank's reference, or the letter of credit's number."
        {...text('reference')}
      />
      <UploadDropzone
        prompt={proofName ? `Proof: ${proofName}` : 'Drop the remittance advice or bank slip here, or'}
        selectLabel={proofName ? 'Replace proof' : 'Select proof'}
        hint={form.errors.proofUrl ?? 'PDF, PNG or JPEG, up to 20MB. Optional.'}
        accept={proofRules.types.join(',')}
        uploading={uploading}
        inputTestId="payment-proof-input"
        onFiles={(files: File[]) => void attach(files)}
      />
      <FormProblem problem={form.errors.form ?? null} />
      <Button type="submit" disabled={form.busy || uploading}>
        {form.busy ? 'Recording…' : 'Record payment'}
      </Button>
    </LiveForm>
  );
}

const CSV_COLUMNS: { key: keyof StatementColumns; label: string }[] = [
  { key: 'entryColumn', label: 'Entry id column' },
  { key: 'amountColumn', label: 'Amount column' },
  { key: 'valueDateColumn', label: 'Value date column' },
  { key: 'currencyColumn', label: 'Currency column' },
  { key: 'referenceColumn', label: 'Reference column' },
  { key: 'payerNameColumn', label: 'Payer column' },
];

/** A bank statement (camt.053, camt.054 or CSV) matched to orders; a second import changes nothing. */
function StatementImportForm() {
  const { importStatement } = usePaymentActions();
  const firmCurrency = useCompany().company?.currency;
  const form = useApiForm<{ file?: File; columns: StatementColumns }>({ columns: {} });
  const { file, columns } = form.values;
  const isCsv = Boolean(file && /\.csv$/i.test(file.name));
  const pick = (files: File[]) => {
    const picked = files[0];
    if (!picked) return;
    // Browsers name an XML file's type variously; the API reads what it is from its bytes.
    if (picked.size > STATEMENT_UPLOAD.maxBytes) {
      form.setErrors({ statement: STATEMENT_UPLOAD.tooLarge(picked.name) });
      return;
    }
    form.setErrors({});
    form.set('file', picked);
  };
  return (
    <LiveForm
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          (values): FormErrors => (values.file ? {} : { statement: 'Select a statement first.' }),
          async (values) => {
            const result = await importStatement(
              values.file!,
              // Without a currency column, the lines are in the firm's own currency.
              isCsv
                ? {
                    ...values.columns,
                    ...(values.columns.currencyColumn?.trim() || !firmCurrency
                      ? {}
                      : { defaultCurrency: firmCurrency }),
                  }
                : {},
            );
            notify({
              title: 'Statement imported',
              description: `${pluralize(result.lines, 'line')} read: ${result.matched} matched to orders, ${result.waiting} to assign, ${result.alreadyImported} imported before.`,
              type: 'success',
            });
            form.set('file', undefined);
          },
          'Failed to import the statement.',
        );
      }}
    >
      <UploadDropzone
        prompt={file ? `Statement: ${file.name}` : 'Drop a camt.053, camt.054 or CSV statement here, or'}
        selectLabel={file ? 'Choose another' : 'Select statement'}
        hint="Lines are matched by RF reference, then by payer and amount. Up to 200MB."
        accept=".xml,.csv"
        uploading={form.busy}
        inputTestId="statement-input"
        onFiles={pick}
      />
      {isCsv &&
        CSV_COLUMNS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            hint="Its header in the file."
            value={columns[key] ?? ''}
            onChange={(event) => {
              const header = event.target.value;
              form.setValues((current) => ({ ...current, columns: { ...current.columns, [key]: header } }));
            }}
            error={form.errors[key]}
          />
        ))}
      <FormProblem problem={form.errors.statement ?? form.errors.form ?? null} />
      <Button type="submit" disabled={form.busy || !file}>
        {form.busy ? 'Importing…' : 'Import statement'}
      </Button>
    </LiveForm>
  );
}

/** An imported line that found no order, with its reason, assigned to an order here. */
function WaitingPayment({ payment, orders }: { payment: Payment; orders: OpenOrders }) {
  const { assign } = usePaymentActions();
  const [orderId, setOrderId] = useState('');
  return (
    <RecordCard
      title={formatPrice(payment.amount, payment.currency)}
      subtitle={payment.unmatchedReason ?? undefined}
      headingLevel="h3"
      badges={<Badge tone="warning">To assign</Badge>}
      fields={[
        { label: 'Payer', value: payment.payerName ?? 'Not named' },
        { label: 'Value date', value: formatDate(payment.valueDate) },
        { label: 'Reference', value: payment.reference ?? '—' },
      ]}
      actions={
        <form
          className={page.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            if (!orderId) return;
            void assign(payment.id, Number(orderId)).then(
              () =>
                notify({
                  title: 'Payment assigned',
                  description: `It now counts towards order #${formatOrderNumber(Number(orderId))}.`,
                  type: 'success',
                }),
              sayFailure('Failed to assign the payment.'),
            );
          }}
        >
          <Select
            label={`Order for the payment of ${formatPrice(payment.amount, payment.currency)}`}
            hideLabel
            placeholder="Assign to order"
            options={orderOptions(orders)}
            value={orderId}
            onChange={setOrderId}
          />
          <Button size="small" type="submit" disabled={!orderId}>
            Assign
          </Button>
        </form>
      }
    />
  );
}

function WaitingPayments({ orders }: { orders: OpenOrders }) {
  const { payments, error } = useWaitingPayments();
  return (
    <Loaded
      data={payments}
      failed={error && <LoadFailed title="Failed to load the payments to assign" />}
      placeholder={<Skeleton height="6rem" />}
      empty={<p className={page.muted}>Every payment found its order.</p>}
    >
      {(list) => (
        <ul className={page.list} aria-label="Payments to assign">
          {list.map((payment) => (
            <li key={payment.id}>
              <WaitingPayment payment={payment} orders={orders} />
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

/** Where a supplier books what it was paid: by hand, from a bank statement, and what waits. */
export function PaymentsDesk({ orders }: { orders: OpenOrders }) {
  return (
    <>
      <section className={page.section} aria-labelledby="payments-waiting">
        <h2 id="payments-waiting" className={page.sectionTitle}>
          Payments to assign
        </h2>
        <WaitingPayments orders={orders} />
      </section>
      <div className={page.twoColumns}>
        <section className={page.panel} aria-labelledby="payments-statement">
          <h2 id="payments-statement" className={page.sectionTitle}>
            Import a bank statement
          </h2>
          <StatementImportForm />
        </section>
        <section className={page.panel} aria-labelledby="payments-record">
          <h2 id="payments-record" className={page.sectionTitle}>
            Record a payment
          </h2>
          <RecordPaymentForm orders={orders} />
        </section>
      </div>
    </>
  );
}

import {
  createQuoteBodySchema,
  INCOTERM_PLACE_OPTIONS,
  type Quote,
  type RfqDetail,
} from '@rawex/api/contracts';
import {
  Alert,
  Button,
  ConfirmDialog,
  formatPrice,
  formatUnitPrice,
  QuoteComparison,
  QuoteForm,
  type PaymentPlanErrors,
  type PaymentPlanValues,
  type QuoteFormValues,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDefaultPaymentPlan } from '../../data/company';
import { useQuotableProducts, useTradeActions } from '../../data/trade';
import { checkAgainst, refusedFields } from '../../forms/check-against';
import { useApiForm } from '../../forms/use-api-form';
import { useHydrated } from '../../hooks/use-hydrated';
import { useTimeZone } from '../../hooks/use-time-zone';
import { NotFound } from '../../navigation/NotFound';
import { SignedIn } from '../../navigation/SignedIn';
import { checkPlan, PaymentPlanEditor, planValues } from '../../orders/payment-plan-form';
import { notify } from '../../notices/notify';
import { LoadedRequest } from '../../trade/LoadedRequest';
import { RfqSummary } from '../../trade/RfqSummary';
import { comparedQuotes } from '../../trade/trade-format';
import * as page from '../../styles/page.css';
import { localInputValue } from '../../forms/local-time';

const LABELS: Record<keyof QuoteFormValues, string> = {
  productId: 'Product',
  unitPrice: 'Unit price',
  quantity: 'Quantity',
  validUntil: 'Valid until',
  leadTimeDays: 'Lead time',
  incoterm: 'Incoterm',
  incotermPlace: 'Named place',
  incotermPlaceCode: 'UN/LOCODE',
  notes: 'Notes',
};

function toBody(values: QuoteFormValues) {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const validUntil = new Date(values.validUntil);
  return {
    productId: number(values.productId),
    unitPrice: values.unitPrice,
    quantity: number(values.quantity),
    validUntil: Number.isNaN(validUntil.getTime()) ? values.validUntil : validUntil.toISOString(),
    leadTimeDays: number(values.leadTimeDays),
    incoterm: values.incoterm,
    ...(values.incotermPlace.trim() ? { incotermPlace: values.incotermPlace } : {}),
    ...(values.incotermPlaceCode.trim() ? { incotermPlaceCode: values.incotermPlaceCode } : {}),
    ...(values.notes.trim() ? { notes: values.notes } : {}),
  };
}

function startingValues(rfq: RfqDetail, quote: Quote | undefined): QuoteFormValues {
  if (quote) {
    return {
      productId: String(quote.product.id),
      unitPrice: quote.unitPrice,
      quantity: String(quote.quantity),
      validUntil: localInputValue(new Date(quote.validUntil)),
      leadTimeDays: String(quote.leadTimeDays),
      incoterm: quote.incoterm,
      incotermPlace: quote.incotermPlace,
      incotermPlaceCode: quote.incotermPlaceCode ?? '',
      notes: quote.notes ?? '',
    };
  }
  return {
    productId: '',
    unitPrice: rfq.targetPrice ?? '',
    quantity: String(rfq.quantity),
    validUntil: localInputValue(new Date(rfq.expiresAt)),
    leadTimeDays: '',
    incoterm: rfq.incoterm,
    incotermPlace: rfq.incotermPlace,
    incotermPlaceCode: rfq.incotermPlaceCode ?? '',
    notes: '',
  };
}

function QuoteEditor({
  rfq,
  vendorId,
  quote,
  onDone,
}: {
  rfq: RfqDetail;
  vendorId: string;
  quote?: Quote;
  onDone?: () => void;
}) {
  const products = useQuotableProducts(vendorId);
  const { submitQuote, reviseQuote } = useTradeActions();
  const form = useApiForm(startingValues(rfq, quote));
  const hydrated = useHydrated();
  const zone = useTimeZone();
  // The quote's own plan when revising, else the supplier's default once it has loaded.
  const { data: defaultPlan } = useDefaultPaymentPlan();
  const [chosenPlan, choosePlan] = useState<PaymentPlanValues>();
  const [planErrors, setPlanErrors] = useState<PaymentPlanErrors>({});
  const startingPlan = quote?.paymentPlan ?? defaultPlan;
  const plan = chosenPlan ?? (startingPlan ? planValues(startingPlan) : undefined);
  // A quote is in its product's currency (a revision keeps the quote's).
  const currency =
    quote?.currency ?? products?.find((product) => String(product.id) === form.values.productId)?.currency;
  const total =
    currency && Number(form.values.unitPrice) > 0 && Number(form.values.quantity) > 0
      ? formatPrice((Number(form.values.unitPrice) * Number(form.values.quantity)).toFixed(2), currency)
      : undefined;
  // Checked by the API's own schema; a revision keeps the product quoted.
  const check = (values: QuoteFormValues) =>
    checkAgainst(
      createQuoteBodySchema,
      quote ? { ...toBody(values), productId: quote.product.id } : toBody(values),
      LABELS,
    );
  const send = () => {
    const planned = plan ? checkPlan(plan) : undefined;
    setPlanErrors(planned?.errors ?? {});
    if (planned?.errors) return;
    void form.submit(
      (values) => check(values).errors ?? {},
      async (values) => {
        const checked = check(values).data;
        if (!checked) return;
        const data = { ...checked, ...(planned?.plan ? { paymentPlan: planned.plan } : {}) };
        try {
          if (quote) {
            const { productId: _kept, ...revision } = data;
            await reviseQuote(quote.id, revision);
          } else await submitQuote(rfq.id, data);
          notify({
            title: quote ? 'Quote revised' : 'Quote sent',
            description: currency
              ? `The buyer has your ${formatUnitPrice(data.unitPrice, currency, rfq.unit)} quote.`
              : 'The buyer has your quote.',
            type: 'success',
          });
          onDone?.();
        } catch (error) {
          const fields = refusedFields(error, LABELS);
          if (Object.keys(fields).length > 0) form.setErrors(fields as Record<string, string>);
          else throw error;
        }
      },
      'Could not send the quote.',
    );
  };
  return (
    <QuoteForm
      heading={quote ? 'Revise your quote' : 'Your quote'}
      timeZone={zone}
      values={form.values}
      errors={form.errors}
      onChange={form.set}
      onSubmit={send}
      products={
        quote
          ? undefined
          : (products ?? []).map((product) => ({
              value: String(product.id),
              label: `${product.name} — ${formatUnitPrice(product.price, product.currency, product.unit)}`,
            }))
      }
      terms={INCOTERM_PLACE_OPTIONS}
      unit={rfq.unit}
      currency={currency}
      total={total}
      busy={form.busy}
      submitLabel={quote ? 'Send revision' : 'Send quote'}
      onCancel={onDone && quote ? onDone : undefined}
      disabled={!hydrated}
      paymentPlan={
        plan && (
          <PaymentPlanEditor
            legend="Payment plan of the order"
            values={plan}
            onChange={choosePlan}
            errors={planErrors}
          />
        )
      }
    />
  );
}

function VendorRequest({ rfq, vendorId }: { rfq: RfqDetail; vendorId: string }) {
  const { withdrawQuote } = useTradeActions();
  const [revising, setRevising] = useState(false);
  const live = rfq.quotes.find((quote) => quote.status === 'submitted');
  return (
    <>
      <h1 className={page.title}>{rfq.title}</h1>
      <RfqSummary rfq={rfq} />
      {rfq.quotes.length > 0 && (
        <QuoteComparison
          caption="Your quotes on this request"
          quotes={comparedQuotes(rfq.quotes, rfq.unit)}
          actions={(compared) =>
            compared.id === live?.id && rfq.status === 'open' ? (
              <>
                <Button size="small" tone="secondary" onClick={() => setRevising(true)}>
                  Revise
                </Button>
                <ConfirmDialog
                  trigger="Withdraw"
                  triggerTone="danger"
                  title="Withdraw your quote?"
                  description="The buyer can no longer accept it. You may quote again while the request is open."
                  confirmLabel="Withdraw quote"
                  pendingLabel="Withdrawing..."
                  onConfirm={() => withdrawQuote(live.id)}
                />
              </>
            ) : null
          }
        />
      )}
      {live && revising && (
        <QuoteEditor rfq={rfq} vendorId={vendorId} quote={live} onDone={() => setRevising(false)} />
      )}
      {!live && rfq.acceptingQuotes && <QuoteEditor rfq={rfq} vendorId={vendorId} />}
      {!live && !rfq.acceptingQuotes && rfq.status === 'open' && (
        <Alert tone="info" title="This request takes no more quotes">
          It has all the quotes its buyer asked for, or its time to quote has passed.
        </Alert>
      )}
    </>
  );
}

/** A request as a supplier sees it: what is asked, its own quotes (never a competitor's), and the quote form. */
export default function VendorRfq() {
  const { id } = useParams();
  const rfqId = Number(id);
  if (!Number.isInteger(rfqId) || rfqId < 1) return <NotFound />;
  return (
    <div className={page.stack}>
      <SignedIn role="vendor">
        {(user) => (
          <LoadedRequest id={rfqId} title="Quote Request">
            {(rfq) => <VendorRequest rfq={rfq} vendorId={user.companyId} />}
          </LoadedRequest>
        )}
      </SignedIn>
    </div>
  );
}

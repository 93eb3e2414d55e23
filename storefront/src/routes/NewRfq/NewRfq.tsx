import { createRfqBodySchema, INCOTERM_PLACE_OPTIONS, type CreateRfqBody } from '@rawex/api/contracts';
import { namesDestination, RFQ_LIMITS, type Incoterm } from '@rawex/api/contracts/trade-values';
import {
  Alert,
  Button,
  IncotermSelect,
  namedPlaceField,
  Select,
  TextAreaField,
  TextField,
} from '@rawex/ui-kit';
import { useCompany } from '../../data/company';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCategories, useVendor } from '../../data/catalogue';
import { useTradeActions } from '../../data/trade';
import { checkAgainst, refusedFields } from '../../forms/check-against';
import { useApiForm } from '../../forms/use-api-form';
import { useHydrated } from '../../hooks/use-hydrated';
import { useTimeZone } from '../../hooks/use-time-zone';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify } from '../../notices/notify';
import * as page from '../../styles/page.css';
import { requestStart } from '../../trade/new-request';
import * as styles from './NewRfq.css';
import { localInputValue } from '../../forms/local-time';

type Field =
  | 'title'
  | 'description'
  | 'categoryId'
  | 'quantity'
  | 'unit'
  | 'targetPrice'
  | 'incoterm'
  | 'incotermPlace'
  | 'incotermPlaceCode'
  | 'destination'
  | 'neededBy'
  | 'expiresAt'
  | 'maxQuotes';

const LABELS: Record<Field, string> = {
  title: 'Title',
  description: 'Description',
  categoryId: 'Category',
  quantity: 'Quantity',
  unit: 'Unit',
  targetPrice: 'Target price',
  incoterm: 'Incoterm',
  incotermPlace: 'Named place',
  incotermPlaceCode: 'UN/LOCODE',
  destination: 'Destination',
  neededBy: 'Needed by',
  expiresAt: 'Quotes close',
  maxQuotes: 'Most quotes',
};

type Values = Record<Field, string>;

/** A datetime-local input's value, in the visitor's time, `days` from now. */
const localInDays = (days: number) => localInputValue(new Date(Date.now() + days * 86_400_000));

function toBody(values: Values, vendorId: string | null): unknown {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const expires = new Date(values.expiresAt);
  return {
    title: values.title,
    description: values.description,
    categoryId: values.categoryId === '' ? undefined : Number(values.categoryId),
    quantity: values.quantity === '' ? undefined : Number(values.quantity),
    unit: values.unit,
    targetPrice: optional(values.targetPrice),
    incoterm: values.incoterm,
    incotermPlace: optional(values.incotermPlace),
    incotermPlaceCode: optional(values.incotermPlaceCode),
    destination: values.destination,
    neededBy: optional(values.neededBy),
    expiresAt: Number.isNaN(expires.getTime()) ? values.expiresAt : expires.toISOString(),
    maxQuotes: values.maxQuotes === '' ? undefined : Number(values.maxQuotes),
    ...(vendorId ? { vendorId } : {}),
  };
}

function RequestForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const vendorId = params.get('vendorId');
  const { vendor } = useVendor(vendorId ?? undefined);
  const { categories } = useCategories();
  const { postRfq } = useTradeActions();
  // A target price is in the buying firm's currency.
  const firmCurrency = useCompany().company?.currency;
  const hydrated = useHydrated();
  const zone = useTimeZone();
  const start = requestStart(params);
  const form = useApiForm<Values>({
    title: start.title,
    description: '',
    categoryId: start.categoryId,
    quantity: start.quantity,
    unit: start.unit,
    targetPrice: '',
    incoterm: start.incoterm,
    incotermPlace: '',
    incotermPlaceCode: '',
    destination: '',
    neededBy: '',
    expiresAt: localInDays(7),
    maxQuotes: String(RFQ_LIMITS.defaultMaxQuotes),
  });
  const field = (name: Field) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      (values) => checkAgainst(createRfqBodySchema, toBody(values, vendorId), LABELS).errors ?? {},
      async (values) => {
        try {
          const rfq = await postRfq(toBody(values, vendorId) as CreateRfqBody);
          notify({ title: 'Request posted', description: 'Suppliers can quote on it now.', type: 'success' });
          navigate(`/rfqs/${rfq.id}`);
        } catch (error) {
          const fields = refusedFields(error, LABELS);
          if (Object.keys(fields).length === 0) throw error;
          form.setErrors(fields as Record<string, string>);
        }
      },
      'Could not post your request.',
    );
  };
  const categoryOptions = (categories ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={form.busy || undefined}>
      <fieldset className={styles.fields} disabled={!hydrated}>
        {vendorId && (
          <Alert tone="info" title={`To ${vendor?.companyName ?? 'one supplier'} only`}>
            Only this supplier will see the request and can quote on it.
          </Alert>
        )}
        <TextField label="Title" required placeholder="Green arabica, screen 16+, 20 t" {...field('title')} />
        <TextAreaField
          label="Description"
          required
          rows={4}
          placeholder="Grade, origin, packing, inspection…"
          {...field('description')}
        />
        <div className={styles.grid}>
          <Select
            label="Category"
            options={categoryOptions}
            value={form.values.categoryId}
            onChange={(value) => form.set('categoryId', value)}
            placeholder="Choose a category"
            error={form.errors.categoryId}
          />
          <TextField label="Quantity" inputMode="numeric" required {...field('quantity')} />
          <TextField label="Unit" required {...field('unit')} />
          <TextField
            label={firmCurrency ? `Target price (${firmCurrency} per unit)` : 'Target price (per unit)'}
            inputMode="decimal"
            hint="Optional"
            {...field('targetPrice')}
          />
          <IncotermSelect
            terms={INCOTERM_PLACE_OPTIONS}
            value={form.values.incoterm}
            onChange={(code) => form.set('incoterm', code)}
            error={form.errors.incoterm}
          />
          <TextField label="Destination" required placeholder="Port of Hamburg" {...field('destination')} />
          <TextField
            {...namedPlaceField(INCOTERM_PLACE_OPTIONS, form.values.incoterm)}
            {...(namesDestination(form.values.incoterm as Incoterm)
              ? { hint: 'Optional: the destination unless you name another' }
              : { required: true })}
            {...field('incotermPlace')}
          />
          <TextField label="UN/LOCODE" hint="Optional, like DEHAM" {...field('incotermPlaceCode')} />
          <TextField label="Needed by" type="date" hint="Optional" {...field('neededBy')} />
          <TextField
            label="Quotes close"
            type="datetime-local"
            required
            hint={`From 1 hour to ${RFQ_LIMITS.maxExpiryDays} days ahead${zone ? `, in your time (${zone})` : ''}`}
            {...field('expiresAt')}
          />
          <TextField
            label="Most quotes"
            inputMode="numeric"
            hint={`1 to ${RFQ_LIMITS.maxQuotes}`}
            {...field('maxQuotes')}
          />
        </div>
        {form.errors.form && (
          <p className={page.formError} role="alert">
            {form.errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Posting...' : 'Post Request'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** A buyer asks suppliers for a price: reached from Request Quote on a supplier's or a product's page. */
export default function NewRfq() {
  usePageTitle('Request a Quote');
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Request a Quote</h1>
        <p className={page.subtitle}>
          Suppliers answer with their price, lead time and terms; you compare and order on the best.
        </p>
      </header>
      <SignedIn>{() => <RequestForm />}</SignedIn>
    </div>
  );
}

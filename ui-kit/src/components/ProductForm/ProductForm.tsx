import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CategorySummary, MediaRules } from '../../model';
import { Button, ButtonLink } from '../Button/Button';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { ImageUploader } from '../ImageUploader/ImageUploader';
import { Select } from '../Select/Select';
import { TextAreaField, TextField } from '../TextField/TextField';
import { VideoUploader, type UploaderNotice } from '../VideoUploader/VideoUploader';
import * as styles from './ProductForm.css';
import { moneyInput, percentInput, wholeNumberInput } from './number-inputs';
import { PriceLadderEditor } from './PriceLadderEditor';
import { SpecificationsEditor } from './SpecificationsEditor';
import {
  EMPTY_PRODUCT_FORM,
  type ProductAttributeChoices,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form-values';

const COMMON_UNITS = ['kg', 'metric ton', 'm³', 'litre', 'barrel', 'head', 'piece', 'MWh', 'MMBtu'];

export interface ProductFormProps {
  /** Every category; the form offers the top-level ones. */
  categories: readonly CategorySummary[];
  uploadImage: (file: File) => Promise<string>;
  uploadVideo: (file: File) => Promise<string>;
  /** The server's rules for pictures and videos: types, how many, and why a pick is refused. */
  imageRules: MediaRules;
  videoRules: MediaRules;
  /**
   * Checks and saves what was typed; the button reads "Creating..." until it settles. It answers
   * a message per field at fault to keep the form open on them (the kit holds no rule of its own).
   */
  onSubmit: (values: ProductFormValues) => Promise<ProductFormErrors | void> | ProductFormErrors | void;
  /** The image uploader's alerts (wrong type, too large, upload failed). */
  onAlert?: (message: string) => void;
  /** The video uploader's toasts. */
  onNotify: (notice: UploaderNotice) => void;
  /** Where Cancel leads. */
  cancelHref?: string;
  /** Starting values, e.g. a product being edited. */
  initialValues?: Partial<ProductFormValues>;
  submitLabel?: string;
  pendingLabel?: string;
  /** What the SKU field says under it, e.g. what happens when it is left blank. */
  skuHint?: string;
  /** How many rungs a price ladder may have. */
  maxPriceRungs: number;
  /** The currencies a product may be priced in, by code (none yet: only the company's is offered). */
  currencies?: readonly { code: string; name: string }[];
  /** The seller's company's currency, once known: a product priced in no other is priced in it. */
  companyCurrency?: string;
  /** What the trade details offer: countries, certifications, Incoterms, grades. */
  attributeChoices: ProductAttributeChoices;
  /** Told when the category changes, so the app can offer that category's grades. */
  onCategoryChange?: (categoryId: number) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Add New Product: images, videos, basic information, pricing and inventory, with each field's message. */
export function ProductForm({
  categories,
  uploadImage,
  uploadVideo,
  imageRules,
  videoRules,
  onSubmit,
  onAlert,
  onNotify,
  cancelHref = '/vendor-dashboard',
  initialValues,
  submitLabel = 'Create Product',
  pendingLabel = 'Creating...',
  skuHint,
  maxPriceRungs,
  currencies = [],
  companyCurrency,
  attributeChoices,
  onCategoryChange,
}: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>({ ...EMPTY_PRODUCT_FORM, ...initialValues });
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [pending, setPending] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const unitListId = useId();
  const gradeListId = useId();
  const currencyOptions = useMemo(
    () => [
      { value: '', label: companyCurrency ? `Your company’s (${companyCurrency})` : 'Your company’s' },
      ...currencies.map(({ code, name }) => ({ value: code, label: `${code} — ${name}` })),
    ],
    [currencies, companyCurrency],
  );
  const pricedIn = values.currency || companyCurrency;
  const inCurrency = pricedIn ? ` (${pricedIn})` : '';
  const choices = useMemo(
    () => ({
      countries: [
        { value: '', label: 'Not given' },
        ...attributeChoices.countries.map(({ code, name }) => ({ value: code, label: name })),
      ],
      certifications: attributeChoices.certifications.map(({ code, name }) => ({ value: code, label: name })),
      incoterms: attributeChoices.incoterms.map(({ code, name }) => ({
        value: code,
        label: `${code} — ${name}`,
      })),
    }),
    [attributeChoices],
  );

  // After a refused submit, take the user to the first field at fault.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const set = <Key extends keyof ProductFormValues>(key: Key, value: ProductFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const sampleField = key === 'sampleQuantity' || key === 'samplePrice';
    setErrors((current) => ({ ...current, [key]: undefined, ...(sampleField ? { sample: undefined } : {}) }));
  };
  const text = (
    key:
      | 'sku'
      | 'name'
      | 'description'
      | 'price'
      | 'unit'
      | 'availableQuantity'
      | 'minimumOrder'
      | 'orderMultiple'
      | 'sampleQuantity'
      | 'samplePrice'
      | 'grade'
      | 'purityPercent'
      | 'leadTimeDays'
      | 'hsCode'
      | 'packaging',
  ) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const refused = await onSubmit(values);
      if (refused && Object.values(refused).some(Boolean)) {
        setErrors(refused);
        setAttempts((count) => count + 1);
      }
    } finally {
      setPending(false);
    }
  };

  const categoryOptions = categories
    .filter((category) => category.parentId === null)
    .map((category) => ({ value: String(category.id), label: category.name }));
  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <Section title="Product Images">
        <ImageUploader
          images={values.images}
          onChange={(images) => set('images', images)}
          upload={uploadImage}
          rules={imageRules}
          onAlert={onAlert}
        />
        {errors.images && <p className={styles.error}>{errors.images}</p>}
      </Section>
      <Section title="Product Videos">
        <VideoUploader
          videos={values.videos}
          onChange={(videos) => set('videos', videos)}
          upload={uploadVideo}
          rules={videoRules}
          onNotify={onNotify}
        />
        {errors.videos && <p className={styles.error}>{errors.videos}</p>}
      </Section>
      <Section title="Basic Information">
        <div className={styles.grid}>
          <TextField
            label="Product name"
            required
            maxLength={200}
            placeholder="e.g. Arabica coffee beans, grade 1"
            {...text('name')}
          />
          <Select
            label="Category"
            placeholder="Select a category"
            options={categoryOptions}
            value={values.categoryId > 0 ? String(values.categoryId) : ''}
            onChange={(id) => {
              set('categoryId', Number(id));
              onCategoryChange?.(Number(id));
            }}
            error={errors.categoryId}
          />
          <TextField
            label="SKU"
            maxLength={64}
            placeholder="e.g. CC-GH-001"
            hint={skuHint}
            {...text('sku')}
          />
        </div>
        <TextAreaField
          label="Description"
          required
          maxLength={5000}
          hint="Grade, origin, packing and anything buyers ask about."
          {...text('description')}
        />
      </Section>
      <Section title="Pricing & Inventory">
        <div className={styles.grid}>
          <Select
            label="Currency"
            options={currencyOptions}
            value={values.currency}
            onChange={(currency) => set('currency', currency)}
            error={errors.currency}
          />
          <TextField label={`Price per unit${inCurrency}`} required {...moneyInput} {...text('price')} />
          <TextField
            label="Unit"
            required
            list={unitListId}
            placeholder="kg, metric ton, barrel…"
            {...text('unit')}
          />
          <TextField
            label="Available quantity"
            required
            {...wholeNumberInput(0)}
            {...text('availableQuantity')}
          />
          <TextField label="Minimum order" required {...wholeNumberInput(1)} {...text('minimumOrder')} />
          <TextField
            label="Order multiple"
            {...wholeNumberInput(1)}
            hint="Quantities go in steps of it: 25 for 25 kg bags. 1: any whole quantity."
            {...text('orderMultiple')}
          />
        </div>
        <datalist id={unitListId}>
          {COMMON_UNITS.map((unit) => (
            <option key={unit} value={unit} />
          ))}
        </datalist>
      </Section>
      <Section title="Price Ladder">
        <PriceLadderEditor
          rows={values.priceTiers}
          onChange={(rows) => set('priceTiers', rows)}
          maxRungs={maxPriceRungs}
          currency={pricedIn}
          error={errors.priceTiers}
        />
      </Section>
      <Section title="Sample">
        <div className={styles.grid}>
          <TextField
            label="Sample quantity"
            {...wholeNumberInput(1)}
            hint="Below the minimum order. Blank: no sample."
            {...text('sampleQuantity')}
            error={errors.sampleQuantity ?? errors.sample}
          />
          <TextField
            label={`Sample price${inCurrency}`}
            {...moneyInput}
            hint="For the whole sample."
            {...text('samplePrice')}
          />
        </div>
      </Section>
      <Section title="Trade Details">
        <div className={styles.grid}>
          <Select
            label="Origin"
            placeholder="Where the goods come from"
            options={choices.countries}
            value={values.originCountry}
            onChange={(code) => set('originCountry', code)}
            error={errors.originCountry}
          />
          <TextField
            label="Grade"
            maxLength={100}
            list={gradeListId}
            placeholder="e.g. Grade I, LME Grade A"
            {...text('grade')}
          />
          <TextField
            label="Purity (%)"
            {...percentInput}
            hint="Purity or content, e.g. 99.99."
            {...text('purityPercent')}
          />
          <TextField
            label="Lead time (days)"
            {...wholeNumberInput(0)}
            hint="From order to dispatch."
            {...text('leadTimeDays')}
          />
          <TextField
            label="HS code"
            inputMode="numeric"
            maxLength={7}
            placeholder="e.g. 180100"
            hint="The goods’ six-digit customs code."
            {...text('hsCode')}
          />
          <TextField
            label="Packaging"
            maxLength={200}
            placeholder="e.g. 62.5 kg jute bags"
            {...text('packaging')}
          />
        </div>
        <datalist id={gradeListId}>
          {(attributeChoices.gradeSuggestions ?? []).map((grade) => (
            <option key={grade} value={grade} />
          ))}
        </datalist>
        <CheckboxGroup
          label="Certifications"
          options={choices.certifications}
          value={values.certifications}
          onChange={(codes) => set('certifications', codes)}
          error={errors.certifications}
        />
        <CheckboxGroup
          label="Incoterms offered"
          options={choices.incoterms}
          value={values.incoterms}
          onChange={(codes) => set('incoterms', codes)}
          error={errors.incoterms}
        />
      </Section>
      <Section title="Specifications">
        <SpecificationsEditor rows={values.specifications} onChange={(rows) => set('specifications', rows)} />
        {errors.specifications && <p className={styles.error}>{errors.specifications}</p>}
      </Section>
      {errorCount > 0 && (
        <p className={styles.summary} role="alert">
          {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} your attention before the
          product can be saved.
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink tone="secondary" href={cancelHref}>
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

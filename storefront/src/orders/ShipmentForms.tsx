import type { Order } from '@rawex/api/contracts';
import { createShipmentBodySchema, shipmentEventBodySchema } from '@rawex/api/contracts';
import {
  EVENT_CLASSIFIERS,
  MILESTONE_WORDS,
  SHIPMENT_MILESTONES,
  TRANSPORT_DOCUMENTS,
  TRANSPORT_MODE_WORDS,
  type EventClassifier,
  type ShipmentMilestone,
} from '@rawex/api/contracts/shipment-values';
import { TRANSPORT_MODES, type TransportMode } from '@rawex/api/contracts/trade-document-values';
import { formatOrderNumber, Select, TextField } from '@rawex/ui-kit';
import { useShipmentActions, type RecordedShipmentEvent } from '../data/orders';
import { checkAgainst } from '../forms/check-against';
import { FormDialog } from '../forms/FormDialog';
import { localInputValue, withLocalOffset } from '../forms/local-time';
import { useApiForm } from '../forms/use-api-form';
import { notify } from '../notices/notify';

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

const LOT_LABELS = {
  mode: 'Transport',
  carrier: 'Carrier',
  transportDocumentNumber: 'Transport document number',
  equipment: 'Containers or wagons',
  placeOfLoading: 'Place of loading',
  placeOfLoadingCode: 'Its UN/LOCODE',
  placeOfDischarge: 'Place of discharge',
  placeOfDischargeCode: 'Its UN/LOCODE',
};
type LotField = keyof typeof LOT_LABELS;
const MODE_OPTIONS = TRANSPORT_MODES.map((mode) => ({ value: mode, label: TRANSPORT_MODE_WORDS[mode].name }));

/** The supplier books a lot of an order: how it travels, with whom, from where to where. */
export function BookShipmentDialog({ order, onClose }: { order: Pick<Order, 'id'>; onClose: () => void }) {
  const { book } = useShipmentActions();
  const form = useApiForm<Record<LotField, string>>({
    mode: 'sea',
    carrier: '',
    transportDocumentNumber: '',
    equipment: '',
    placeOfLoading: '',
    placeOfLoadingCode: '',
    placeOfDischarge: '',
    placeOfDischargeCode: '',
  });
  const checked = (values: typeof form.values) =>
    checkAgainst(
      createShipmentBodySchema,
      {
        mode: values.mode,
        carrier: values.carrier,
        transportDocumentNumber: optional(values.transportDocumentNumber),
        equipment: values.equipment.split(/[\s,;]+/).filter(Boolean),
        placeOfLoading: values.placeOfLoading,
        placeOfLoadingCode: optional(values.placeOfLoadingCode),
        placeOfDischarge: values.placeOfDischarge,
        placeOfDischargeCode: optional(values.placeOfDischargeCode),
      },
      LOT_LABELS,
    );
  const mode = form.values.mode as TransportMode;
  const field = (name: LotField, hint?: string) => (
    <TextField
      label={LOT_LABELS[name]}
      value={form.values[name]}
      onChange={(event) => form.set(name, event.target.value)}
      error={form.errors[name]}
      hint={hint}
    />
  );
  return (
    <FormDialog
      title={`Book a shipment of order #${formatOrderNumber(order.id)}`}
      description="One lot on one transport document. Its carrier or forwarder can then send its tracking events with a key allowed write:shipments."
      submitLabel="Book shipment"
      busy={form.busy}
      problem={form.errors.form}
      onClose={onClose}
      onSubmit={form.submitChecked(
        checked,
        async (body) => {
          await book(order.id, body);
          notify({
            title: 'Shipment booked',
            description: 'It shows in the order’s tracking.',
            type: 'success',
          });
          onClose();
        },
        'Failed to book the shipment.',
      )}
    >
      <Select
        label={LOT_LABELS.mode}
        options={MODE_OPTIONS}
        value={mode}
        onChange={(value) => form.set('mode', value)}
        error={form.errors.mode}
      />
      {field('carrier', 'The shipping line, airline, haulier or railway')}
      {field('transportDocumentNumber', `The ${TRANSPORT_DOCUMENTS[mode].name}’s number, once issued`)}
      {field(
        'equipment',
        `Optional: each ${TRANSPORT_MODE_WORDS[mode].equipment}’s number, separated by commas`,
      )}
      {field('placeOfLoading')}
      {field('placeOfLoadingCode', 'Optional, like BRSSZ')}
      {field('placeOfDischarge')}
      {field('placeOfDischargeCode', 'Optional, like DEHAM')}
    </FormDialog>
  );
}

const EVENT_LABELS = {
  milestone: 'Milestone',
  classifier: 'How sure',
  at: 'When',
  place: 'Where',
  placeCode: 'Its UN/LOCODE',
};
const MILESTONE_OPTIONS = SHIPMENT_MILESTONES.map((value) => ({ value, label: MILESTONE_WORDS[value] }));
const CLASSIFIER_OPTIONS = EVENT_CLASSIFIERS.map((value) => ({
  value,
  label: value === 'actual' ? 'It happened' : value === 'estimated' ? 'Estimated' : 'Planned',
}));

/** The supplier records a lot's milestone: what happened, or when it is planned or expected now. */
export function RecordEventDialog({ shipmentId, onClose }: { shipmentId: number; onClose: () => void }) {
  const { record } = useShipmentActions();
  const form = useApiForm({
    milestone: 'departed' as ShipmentMilestone,
    classifier: 'actual' as EventClassifier,
    at: localInputValue(new Date()),
    place: '',
    placeCode: '',
  });
  const field = (name: 'at' | 'place' | 'placeCode', hint: string, type?: string) => (
    <TextField
      label={EVENT_LABELS[name]}
      type={type}
      value={form.values[name]}
      onChange={(event) => form.set(name, event.target.value)}
      error={form.errors[name]}
      hint={hint}
    />
  );
  /** The event as the API takes it: the time with the visitor's offset, empty fields left out. */
  const eventOf = (values: typeof form.values): RecordedShipmentEvent => ({
    milestone: values.milestone,
    classifier: values.classifier,
    at: withLocalOffset(values.at),
    place: optional(values.place),
    placeCode: optional(values.placeCode),
  });
  return (
    <FormDialog
      title={`Shipment #${shipmentId}: record a milestone`}
      description="The buyer sees it in the order’s tracking. The first lot to depart ships the order; when every lot is delivered, so is the order."
      submitLabel="Record"
      busy={form.busy}
      problem={form.errors.form}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          (values) => checkAgainst(shipmentEventBodySchema, eventOf(values), EVENT_LABELS).errors ?? {},
          async (values) => {
            await record(shipmentId, eventOf(values));
            notify({
              title: 'Milestone recorded',
              description: MILESTONE_WORDS[values.milestone],
              type: 'success',
            });
            onClose();
          },
          'Failed to record the milestone.',
        );
      }}
    >
      <Select
        label={EVENT_LABELS.milestone}
        options={MILESTONE_OPTIONS}
        value={form.values.milestone}
        onChange={(value) => form.set('milestone', value)}
        error={form.errors.milestone}
      />
      <Select
        label={EVENT_LABELS.classifier}
        options={CLASSIFIER_OPTIONS}
        value={form.values.classifier}
        onChange={(value) => form.set('classifier', value)}
        error={form.errors.classifier}
      />
      {field('at', 'In your own time', 'datetime-local')}
      {field('place', 'Optional')}
      {field('placeCode', 'Optional, like DEHAM')}
    </FormDialog>
  );
}

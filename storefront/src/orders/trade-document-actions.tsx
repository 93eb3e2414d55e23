import type { ChecklistLine } from '@rawex/api/contracts';
import { requestTradeDocumentBodySchema } from '@rawex/api/contracts';
import {
  REQUESTABLE_TRADE_DOCUMENTS,
  TRADE_DOCUMENT_TITLES,
  type RequestableTradeDocument,
} from '@rawex/api/contracts/trade-document-values';
import { pickerRules, TRADE_DOCUMENT_UPLOAD } from '@rawex/api/contracts/upload-types';
import { Button, Select, TextField } from '@rawex/ui-kit';
import { useRef, useState } from 'react';
import { whatWentWrong } from '../data/client';
import { useTradeDocumentActions } from '../data/trade-documents';
import { checkAgainst } from '../forms/check-against';
import { FormDialog } from '../forms/FormDialog';
import { useApiForm } from '../forms/use-api-form';
import { notify } from '../notices/notify';

// What the supplier and the buyer do with an order's trade documents: upload, accept, reject, ask.

const documentRules = pickerRules(TRADE_DOCUMENT_UPLOAD);

/** The supplier picks a file for a line: checked as the API checks it, and sent at once. */
export function UploadDocument({ orderId, line }: { orderId: number; line: ChecklistLine }) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const { upload } = useTradeDocumentActions();
  const send = async (file: File | undefined) => {
    if (!file) return;
    const refusal = documentRules.refusal(file);
    if (refusal) {
      notify({ title: refusal.title, description: refusal.description, type: 'error' });
      return;
    }
    setUploading(true);
    try {
      await upload(orderId, line.type, file);
      notify({
        title: 'Document uploaded',
        description: `${line.title}: the buyer reviews it.`,
        type: 'success',
      });
    } catch (error) {
      notify({
        title: 'Error',
        description: whatWentWrong(error, `${file.name} was not uploaded.`),
        type: 'error',
      });
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={picker}
        hidden
        type="file"
        accept={documentRules.types.join(',')}
        aria-label={`Upload the ${line.title.toLowerCase()}`}
        onChange={(event) => void send(event.target.files?.[0])}
      />
      <Button size="small" tone="secondary" disabled={uploading} onClick={() => picker.current?.click()}>
        {uploading ? 'Uploading…' : line.versions.length > 0 ? 'Upload again' : 'Upload'}
      </Button>
    </>
  );
}

/** The buyer says what is wrong with a document, for its supplier to correct. */
export function RejectDialog({ line, onClose }: { line: ChecklistLine; onClose: () => void }) {
  const { review } = useTradeDocumentActions();
  const form = useApiForm({ reason: '' });
  const latest = line.versions.at(-1)!;
  return (
    <FormDialog
      title={`Reject the ${line.title.toLowerCase()}`}
      description={`${latest.fileName}, version ${latest.version}. The supplier reads your reason and uploads a corrected one.`}
      submitLabel="Reject"
      busyLabel="Rejecting..."
      busy={form.busy}
      problem={form.errors.form}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          (values): Record<string, string> =>
            values.reason.trim() ? {} : { reason: 'Say what is wrong, so the supplier can correct it' },
          async (values) => {
            await review(latest.id, { decision: 'reject', reason: values.reason.trim() });
            notify({ title: 'Document rejected', description: 'The supplier is told why.', type: 'success' });
            onClose();
          },
          'Failed to reject the document.',
        );
      }}
    >
      <TextField
        label="What is wrong"
        value={form.values.reason}
        onChange={(event) => form.set('reason', event.target.value)}
        error={form.errors.reason}
        hint="Such as: the consignee must be to order of our bank"
      />
    </FormDialog>
  );
}

const REQUEST_LABELS = { type: 'Document', inspector: 'Inspection company' };
const REQUEST_OPTIONS = REQUESTABLE_TRADE_DOCUMENTS.map((type) => ({
  value: type,
  label: TRADE_DOCUMENT_TITLES[type],
}));

/** The buyer asks for a document the deal does not need by itself: a certificate of origin, or an inspection. */
export function RequestDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { request } = useTradeDocumentActions();
  const form = useApiForm<{ type: RequestableTradeDocument; inspector: string }>({
    type: 'certificate_of_origin',
    inspector: '',
  });
  const checked = (values: typeof form.values) =>
    checkAgainst(
      requestTradeDocumentBodySchema,
      { type: values.type, inspector: values.inspector.trim() || undefined },
      REQUEST_LABELS,
    );
  return (
    <FormDialog
      title="Ask for a document"
      description="It joins the checklist: the supplier uploads it and you review it like the others."
      submitLabel="Ask for it"
      busyLabel="Asking..."
      busy={form.busy}
      problem={form.errors.form}
      onClose={onClose}
      onSubmit={form.submitChecked(
        checked,
        async (body, values) => {
          await request(orderId, body);
          notify({
            title: 'Document asked for',
            description: `${TRADE_DOCUMENT_TITLES[values.type]}: the supplier is to upload it.`,
            type: 'success',
          });
          onClose();
        },
        'Failed to ask for the document.',
      )}
    >
      <Select
        label={REQUEST_LABELS.type}
        options={REQUEST_OPTIONS}
        value={form.values.type}
        onChange={(value) => form.set('type', value)}
        error={form.errors.type}
      />
      {form.values.type === 'inspection_certificate' && (
        <TextField
          label={REQUEST_LABELS.inspector}
          value={form.values.inspector}
          onChange={(event) => form.set('inspector', event.target.value)}
          error={form.errors.inspector}
          hint="Who inspects the goods before they ship: SGS, Bureau Veritas, Intertek…"
        />
      )}
    </FormDialog>
  );
}

/** Accepting the latest version of a line, at once. */
export function AcceptDocument({ line }: { line: ChecklistLine }) {
  const { review } = useTradeDocumentActions();
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await review(line.versions.at(-1)!.id, { decision: 'accept' });
      notify({ title: 'Document accepted', description: line.title, type: 'success' });
    } catch (error) {
      notify({
        title: 'Error',
        description: whatWentWrong(error, 'Failed to accept the document.'),
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      disabled={busy}
      onClick={() => void accept()}
      aria-label={`Accept the ${line.title.toLowerCase()}`}
    >
      Accept
    </Button>
  );
}

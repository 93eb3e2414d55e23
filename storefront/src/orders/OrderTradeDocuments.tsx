import type { ChecklistLine, Order, TradeDocumentChecklist } from '@rawex/api/contracts';
import {
  CHECKLIST_STATE_LABELS,
  ISSUED_BY_RAWEX,
  type ChecklistState,
} from '@rawex/api/contracts/trade-document-values';
import { pickerRules, TRADE_DOCUMENT_UPLOAD } from '@rawex/api/contracts/upload-types';
import { Button, formatDate, Loaded, Skeleton, StatusList, TextField, type BadgeProps } from '@rawex/ui-kit';
import { useRef, useState } from 'react';
import { whatWentWrong } from '../data/client';
import { useTradeDocumentActions, useTradeDocuments } from '../data/trade-documents';
import { FormDialog } from '../forms/FormDialog';
import { useApiForm } from '../forms/use-api-form';
import { LoadFailed } from '../loading/LoadFailed';
import { notify } from '../notices/notify';
import * as page from '../styles/page.css';
import * as styles from './OrderTradeDocuments.css';

const documentRules = pickerRules(TRADE_DOCUMENT_UPLOAD);

const STATE_TONES: Record<ChecklistState, NonNullable<BadgeProps['tone']>> = {
  missing: 'neutral',
  submitted: 'warning',
  accepted: 'success',
  rejected: 'danger',
  issued: 'success',
};

/** What a line says under its name: why the deal needs it, its latest version and a rejection's reason. */
function detailOf(line: ChecklistLine): string {
  if (line.type === ISSUED_BY_RAWEX)
    return line.issuedAs ? `${line.why}: ${line.issuedAs}` : `${line.why}, at shipment`;
  const latest = line.versions.at(-1);
  if (!latest) return line.why;
  const version = `${latest.fileName}, version ${latest.version} of ${formatDate(latest.uploadedAt)}`;
  return latest.status === 'rejected' ? `${version}. Rejected: “${latest.reason}”` : version;
}

/** Where the checklist stands, in a sentence. */
function summaryOf(checklist: TradeDocumentChecklist): string {
  if (checklist.acceptedAt) return `Every document accepted on ${formatDate(checklist.acceptedAt)}.`;
  if (checklist.missing.length === 0) return 'Every document is presented: the buyer reviews each.';
  return `${checklist.missing.length} of ${checklist.lines.length} documents still to be presented.`;
}

/** The supplier picks a file for a line: checked as the API checks it, and sent at once. */
function UploadDocument({ orderId, line }: { orderId: number; line: ChecklistLine }) {
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
function RejectDialog({ line, onClose }: { line: ChecklistLine; onClose: () => void }) {
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

/** Accepting the latest version of a line, at once. */
function AcceptDocument({ line }: { line: ChecklistLine }) {
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

/**
 * An order's trade documents, under its tracking: the checklist its deal needs, each line's latest
 * file; the supplier uploads, the buyer accepts or rejects with a reason.
 */
export function OrderTradeDocuments({
  order,
  side,
}: {
  order: Pick<Order, 'id'>;
  side: 'buyer' | 'supplier';
}) {
  const { data, error } = useTradeDocuments(order.id);
  const [rejecting, setRejecting] = useState<ChecklistLine | null>(null);
  const actionsOf = (line: ChecklistLine) => {
    const latest = line.versions.at(-1);
    const download = latest && (
      <a href={latest.url} download={latest.fileName}>
        Download
      </a>
    );
    if (line.type === ISSUED_BY_RAWEX) return undefined;
    if (side === 'supplier') {
      return (
        <>
          {download}
          {line.state !== 'accepted' && <UploadDocument orderId={order.id} line={line} />}
        </>
      );
    }
    return (
      <>
        {download}
        {line.state === 'submitted' && (
          <>
            <AcceptDocument line={line} />
            <Button
              size="small"
              tone="ghost"
              onClick={() => setRejecting(line)}
              aria-label={`Reject the ${line.title.toLowerCase()}`}
            >
              Reject
            </Button>
          </>
        )}
      </>
    );
  };
  return (
    <Loaded
      data={data}
      failed={error && <LoadFailed title="Failed to fetch the documents" />}
      placeholder={<Skeleton height="48px" />}
    >
      {(checklist) => (
        <section aria-labelledby={`trade-documents-${order.id}`} className={styles.documents}>
          <div>
            <h3 id={`trade-documents-${order.id}`} className={page.sectionTitle}>
              Trade documents
            </h3>
            <p className={page.muted}>{summaryOf(checklist)}</p>
          </div>
          <StatusList
            label="Documents"
            items={checklist.lines.map((line) => ({
              id: line.type,
              name: line.title,
              status: CHECKLIST_STATE_LABELS[line.state],
              tone: STATE_TONES[line.state],
              detail: detailOf(line),
              action: actionsOf(line),
            }))}
          />
          {rejecting && <RejectDialog line={rejecting} onClose={() => setRejecting(null)} />}
        </section>
      )}
    </Loaded>
  );
}

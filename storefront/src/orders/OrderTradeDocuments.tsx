import type { ChecklistLine, Order, TradeDocumentChecklist } from '@rawex/api/contracts';
import {
  CHECKLIST_STATE_LABELS,
  ISSUED_BY_RAWEX,
  type ChecklistState,
} from '@rawex/api/contracts/trade-document-values';
import { Button, formatDate, Loaded, Skeleton, StatusList, type BadgeProps } from '@rawex/ui-kit';
import { useState } from 'react';
import { useTradeDocuments } from '../data/trade-documents';
import { LoadFailed } from '../loading/LoadFailed';
import { AcceptDocument, RejectDialog, RequestDialog, UploadDocument } from './trade-document-actions';
import * as page from '../styles/page.css';
import * as styles from './OrderTradeDocuments.css';

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
  const [asking, setAsking] = useState(false);
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
          {side === 'buyer' && !checklist.acceptedAt && (
            <div>
              <Button size="small" tone="secondary" onClick={() => setAsking(true)}>
                Ask for a document
              </Button>
            </div>
          )}
          {rejecting && <RejectDialog line={rejecting} onClose={() => setRejecting(null)} />}
          {asking && <RequestDialog orderId={order.id} onClose={() => setAsking(false)} />}
        </section>
      )}
    </Loaded>
  );
}

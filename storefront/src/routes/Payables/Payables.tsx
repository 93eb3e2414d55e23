import { ReceivablesPage } from '../Receivables/Receivables';

/** `/payables`: what the buying firm owes its suppliers, by age. */
export default function Payables() {
  return <ReceivablesPage side="payables" />;
}

// The file a batch of payouts is sent to the bank in: ISO 20022 pain.001.
import SEPA from 'sepa';
import type { CollectionAccount } from '../payments/index.ts';
import { AppError } from '../platform/errors/index.ts';
import type { Payout } from './settlement.contract.ts';

/** What a payout's transaction in the file says. */
export interface PaidPayout {
  payeeId: string;
  payeeName: string | null;
  accountKind: Payout['accountKind'];
  amount: string;
  currency: string;
  endToEndId: string;
  accountHolder: string;
  iban: string;
  bic: string | null;
}

/**
 * A batch as an ISO 20022 pain.001.001.09 credit-transfer initiation, from the collection account
 * (the `sepa` package writes it, and refuses what a bank would): one transaction per payout, each
 * with its end-to-end id.
 */
export function painFile(
  batch: { messageId: string; createdAt: Date },
  account: CollectionAccount,
  rows: readonly PaidPayout[],
): string {
  const document = new SEPA.Document('pain.001.001.09');
  document.grpHdr.id = batch.messageId;
  document.grpHdr.created = new Date(batch.createdAt);
  document.grpHdr.initiatorName = account.accountHolder;
  const info = document.createPaymentInfo();
  info.requestedExecutionDate = new Date(batch.createdAt);
  info.debtorIBAN = account.iban;
  info.debtorBIC = account.bic;
  info.debtorName = account.accountHolder;
  document.addPaymentInfo(info);
  for (const row of rows) {
    const transaction = info.createTransaction();
    transaction.creditorName = row.accountHolder;
    transaction.creditorIBAN = row.iban;
    if (row.bic) transaction.creditorBIC = row.bic;
    // sepa takes a number; two-place amounts of up to 12 digits are exact as doubles.
    transaction.amount = Number(row.amount);
    transaction.currency = row.currency.trim();
    transaction.end2endId = row.endToEndId;
    transaction.remittanceInfo = `${row.accountKind === 'refunds_payable' ? 'Refund' : 'Payout'} ${row.endToEndId}`;
    info.addTransaction(transaction);
  }
  try {
    return document.toString();
  } catch (error) {
    const payee = rows.find(
      (row) =>
        (error as Error).message.includes(row.accountHolder) || (error as Error).message.includes(row.iban),
    );
    throw new AppError({
      status: 422,
      code: 'payout_file_invalid',
      title: 'Unprocessable Content',
      detail: `The payouts’ file cannot be written${payee ? ` for ${payee.payeeName ?? payee.payeeId} (${payee.accountHolder})` : ''}: ${(error as Error).message}. Nothing was paid out; have the payee correct its bank account, then try again.`,
    });
  }
}

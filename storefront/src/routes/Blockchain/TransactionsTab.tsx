import type { BlockchainTransaction } from '@rawex/api/contracts';
import { Alert, Badge, Button, EmptyState, Loaded, RecordCard, TextField } from '@rawex/ui-kit';
import { type FormEvent } from 'react';
import { useLatestTransactions, useBlockchainActions } from '../../data/blockchain';
import { useSession } from '../../data/session';
import { notify } from '../../notices/notify';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { statusLabel } from '../../consoles/format';
import * as page from '../../styles/page.css';
import { formatEther, formatGwei, blockchainTone, shortAddress, shortHash } from './format';
import { Failed, Loading, SignInFirst } from './parts';

/** The Transactions tab: the latest transactions, and sending one. */
export function TransactionList() {
  const { transactions, error } = useLatestTransactions();
  return (
    <Loaded
      data={transactions}
      failed={error && <Failed what="transactions" error={error} />}
      placeholder={<Loading what="transactions" />}
      empty={<EmptyState title="No transactions yet" />}
    >
      {(transactions) => (
        <ul className={page.list} aria-label="Latest transactions">
          {transactions.map((transaction: BlockchainTransaction) => (
            <li key={transaction.id}>
              <RecordCard
                title={shortHash(transaction.hash)}
                subtitle={
                  <>
                    <code title={transaction.from}>{shortAddress(transaction.from)}</code> →{' '}
                    <code title={transaction.to}>{shortAddress(transaction.to)}</code>
                  </>
                }
                badges={
                  <Badge tone={blockchainTone(transaction.status)}>{statusLabel(transaction.status)}</Badge>
                }
                fields={[
                  { label: 'Value', value: formatEther(transaction.value) },
                  { label: 'Gas Price', value: formatGwei(transaction.gasPrice) },
                  { label: 'Gas Used', value: transaction.gasUsed?.toLocaleString('en-US') ?? '—' },
                  { label: 'Network', value: transaction.networkId },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

const EMPTY_SEND = { from: '', to: '', value: '', gasPrice: '' };

export function SendTransaction() {
  const { user } = useSession();
  const { send } = useBlockchainActions();
  const { values, setValues, errors, busy, submit, reset } = useApiForm(EMPTY_SEND);
  if (user === null) return <SignInFirst what="send a transaction" />;
  const field = (key: keyof typeof EMPTY_SEND) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  });
  const sendForm = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      (form) => {
        const found: FormErrors = {};
        if (!form.from.trim()) found.from = 'From is required.';
        if (!form.to.trim()) found.to = 'To is required.';
        if (!form.value.trim()) found.value = 'Value is required.';
        if (form.gasPrice && !Number.isFinite(Number(form.gasPrice)))
          found.gasPrice = 'Gas price must be a number.';
        return found;
      },
      async (form) => {
        const transaction = await send({
          from: form.from.trim(),
          to: form.to.trim(),
          value: form.value.trim(),
          ...(form.gasPrice ? { gasPrice: Number(form.gasPrice) } : {}),
        });
        notify({
          title: 'Transaction sent',
          description: `${shortHash(transaction.hash)} is pending.`,
          type: 'success',
        });
        reset();
      },
      'Failed to send the transaction.',
    );
  };
  return (
    <form className={page.form} onSubmit={sendForm} noValidate aria-labelledby="send-heading">
      <h3 id="send-heading" className={page.sectionTitle}>
        Send Transaction
      </h3>
      <TextField label="From" placeholder="0x…" spellCheck={false} {...field('from')} />
      <TextField label="To" placeholder="0x…" spellCheck={false} {...field('to')} />
      <TextField
        label="Value (ETH)"
        type="number"
        step="0.000001"
        min={0}
        inputMode="decimal"
        {...field('value')}
      />
      <TextField
        label="Gas price (Gwei, optional)"
        type="number"
        step="any"
        min={0}
        inputMode="decimal"
        {...field('gasPrice')}
      />
      {errors.form && <Alert tone="danger" title={errors.form} />}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send Transaction'}
      </Button>
    </form>
  );
}

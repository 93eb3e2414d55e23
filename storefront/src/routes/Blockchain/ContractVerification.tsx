import { DEFAULT_NETWORK_ID } from '@rawex/api/contracts/console-values';
import type { Network } from '@rawex/api/contracts';
import { Alert, Button, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { verifyContract } from '../../data/blockchain';
import { fieldMessages, whatWentWrong } from '../../data/client';
import { RawexApiError } from '@rawex/client';
import { DeferredSelect } from '../../filters/DeferredSelect';
import * as page from '../../styles/page.css';
import { networkOptions } from './parts';

/** Checking that an address is a contract on a network. */
export function ContractVerification({ networks }: { networks: Network[] | undefined }) {
  const [network, setNetwork] = useState(DEFAULT_NETWORK_ID);
  const [address, setAddress] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'warning' | 'danger'; text: string }>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const contract = await verifyContract(network, address.trim());
      setResult({
        tone: contract.status === 'deployed' ? 'success' : 'warning',
        text:
          contract.status === 'deployed'
            ? `Verified: ${contract.name}, deployed in block ${contract.blockNumber} on ${contract.networkId}.`
            : `${contract.name} is ${contract.status} on ${contract.networkId}: not deployed yet.`,
      });
    } catch (error) {
      setResult({
        tone: 'danger',
        text:
          error instanceof RawexApiError && error.status === 404
            ? `No contract is deployed at ${address.trim()} on ${network}.`
            : (fieldMessages(error).address ?? whatWentWrong(error, 'Failed to verify the contract.')),
      });
    }
  };
  return (
    <form className={page.form} onSubmit={(event) => void submit(event)} aria-labelledby="verify-heading">
      <h3 id="verify-heading" className={page.sectionTitle}>
        Contract Verification
      </h3>
      <TextField
        label="Contract address"
        placeholder="0x…"
        spellCheck={false}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <DeferredSelect
        label="Network to check"
        options={networkOptions(networks)}
        value={network}
        onChange={setNetwork}
      />
      <Button type="submit" disabled={!address.trim()}>
        Verify Contract
      </Button>
      {result && <Alert tone={result.tone} title={result.text} />}
    </form>
  );
}

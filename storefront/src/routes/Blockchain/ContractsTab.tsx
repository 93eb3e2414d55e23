import { DEFAULT_NETWORK_ID } from '@rawex/api/contracts/console-values';
import type { BlockchainContractSummary, Network } from '@rawex/api/contracts';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Loaded,
  RecordCard,
  TextAreaField,
  TextField,
} from '@rawex/ui-kit';
import { type FormEvent } from 'react';
import { useContracts, useBlockchainActions } from '../../data/blockchain';
import { useSession } from '../../data/session';
import { DeferredSelect } from '../../filters/DeferredSelect';
import { notify } from '../../notices/notify';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { statusLabel } from '../../consoles/format';
import * as page from '../../styles/page.css';
import { blockchainTone, parseParameters, shortAddress } from './format';
import { Failed, Loading, SignInFirst, networkOptions } from './parts';

/** The Contracts tab: a network's contracts, and deploying one. */
export function ContractList({ network }: { network: string }) {
  const { contracts, error } = useContracts(network);
  return (
    <Loaded
      data={contracts}
      failed={error && <Failed what="contracts" error={error} />}
      placeholder={<Loading what="contracts" />}
      empty={<EmptyState title="No contracts on this network yet" />}
    >
      {(contracts) => (
        <ul className={page.list} aria-label="Contracts">
          {contracts.map((contract: BlockchainContractSummary) => (
            <li key={contract.id}>
              <RecordCard
                title={contract.name}
                subtitle={<code title={contract.address}>{shortAddress(contract.address)}</code>}
                badges={<Badge tone={blockchainTone(contract.status)}>{statusLabel(contract.status)}</Badge>}
                fields={[
                  { label: 'Network', value: contract.networkId },
                  { label: 'Gas Used', value: contract.gasUsed?.toLocaleString('en-US') ?? '—' },
                  { label: 'Block', value: contract.blockNumber ?? 'Pending' },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

const EMPTY_DEPLOY = { name: '', networkId: DEFAULT_NETWORK_ID, parameters: '' };

export function DeployContract({ networks }: { networks: Network[] | undefined }) {
  const { user } = useSession();
  const { deploy } = useBlockchainActions();
  const { values, setValues, errors, busy, submit, reset } = useApiForm(EMPTY_DEPLOY);
  if (user === null) return <SignInFirst what="deploy a contract" />;
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      (form) => {
        const found: FormErrors = {};
        if (!form.name.trim()) found.name = 'Name is required.';
        if (!form.networkId) found.networkId = 'Choose a network.';
        const parsed = parseParameters(form.parameters);
        if ('error' in parsed) found.parameters = parsed.error;
        return found;
      },
      async (form) => {
        const parsed = parseParameters(form.parameters) as { parameters: Record<string, unknown> };
        const contract = await deploy({
          name: form.name,
          networkId: form.networkId,
          parameters: parsed.parameters,
        });
        notify({
          title: 'Contract submitted',
          description: `${contract.name} is pending at ${shortAddress(contract.address)}.`,
          type: 'success',
        });
        reset();
      },
      'Failed to deploy the contract.',
    );
  };
  return (
    <form className={page.form} onSubmit={send} noValidate aria-labelledby="deploy-heading">
      <h3 id="deploy-heading" className={page.sectionTitle}>
        Deploy Contract
      </h3>
      <TextField
        label="Contract name"
        value={values.name}
        error={errors.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <DeferredSelect
        label="Network"
        options={networkOptions(networks?.filter((network) => network.status === 'active'))}
        value={values.networkId}
        error={errors.networkId}
        onChange={(networkId) => setValues({ ...values, networkId })}
      />
      <TextAreaField
        label="Parameters (JSON)"
        hint='A JSON object, for example {"standard": "ERC20", "commodity": "Cocoa"}; blank for none.'
        value={values.parameters}
        error={errors.parameters}
        onChange={(event) => setValues({ ...values, parameters: event.target.value })}
      />
      {errors.form && <Alert tone="danger" title={errors.form} />}
      <Button type="submit" disabled={busy}>
        {busy ? 'Deploying...' : 'Deploy Contract'}
      </Button>
    </form>
  );
}

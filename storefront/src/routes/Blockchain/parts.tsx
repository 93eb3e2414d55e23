import type { Network } from '@rawex/api/contracts';
import { Alert, ButtonLink } from '@rawex/ui-kit';
import { whatWentWrong } from '../../data/client';
import { signInAddress } from '../../navigation/next-path';
import * as page from '../../styles/page.css';

/** What every tab of the blockchain console shows alike: loading, failure, sign-in, the network choice. */
export const SOURCE_LABEL = 'Simulated chain';

export function Loading({ what }: { what: string }) {
  return (
    <p className={page.muted} role="status">
      Loading {what}...
    </p>
  );
}

export function Failed({ what, error }: { what: string; error: Error }) {
  return (
    <Alert tone="danger" title={`Failed to load the ${what}`}>
      {whatWentWrong(error, error.message)}
    </Alert>
  );
}

export const networkOptions = (networks: Network[] | undefined) =>
  (networks ?? []).map((network) => ({
    value: network.id,
    label: `${network.name}${network.isTestnet ? ' (testnet)' : ''}`,
  }));

export function SignInFirst({ what }: { what: string }) {
  return (
    <Alert
      title={`Sign in to ${what}`}
      action={
        <ButtonLink size="small" href={signInAddress('/blockchain')}>
          Sign in
        </ButtonLink>
      }
    />
  );
}

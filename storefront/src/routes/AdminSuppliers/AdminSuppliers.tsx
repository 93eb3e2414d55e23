import type { Vendor } from '@rawex/api/contracts';
import {
  Button,
  EmptyState,
  formatDate,
  Link,
  Loaded,
  pluralize,
  Select,
  VerifiedBadge,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useVendorSearch, useVerifyVendor } from '../../data/catalogue';
import { whatWentWrong } from '../../data/client';
import { useRecentSignIn } from '../../accounts/recent-sign-in';
import { SecondStepNotice } from '../../accounts/second-step-notice';
import { LoadFailed } from '../../loading/LoadFailed';
import { LoadMore } from '../../loading/LoadMore';
import { notify } from '../../notices/notify';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { useQueryParams } from '../../navigation/use-query-params';
import * as page from '../../styles/page.css';

const SHOWN = [
  { value: 'pending', label: 'Waiting for verification', verified: 'false' },
  { value: 'verified', label: 'Verified', verified: 'true' },
  { value: 'all', label: 'All suppliers', verified: undefined },
] as const;

const vendorName = (vendor: Vendor) => vendor.companyName ?? vendor.username ?? vendor.email;

function VerifyButton({ vendor }: { vendor: Vendor }) {
  const verify = useVerifyVendor();
  const recentSignIn = useRecentSignIn();
  const [saving, setSaving] = useState(false);
  const name = vendorName(vendor);
  const change = async () => {
    setSaving(true);
    try {
      await recentSignIn.run(() => verify(vendor.id, !vendor.isVerified));
      notify({
        title: vendor.isVerified ? 'Verification revoked' : 'Supplier verified',
        description: vendor.isVerified
          ? `${name} no longer shows the Verified badge.`
          : `${name} now shows the Verified badge.`,
        type: 'success',
      });
    } catch (error) {
      notify({
        title: 'Error',
        description: whatWentWrong(error, 'Failed to update the supplier.'),
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };
  // A supplier is verified only once it has confirmed its email address.
  const waitingForEmail = !vendor.isVerified && !vendor.emailVerified;
  return (
    <>
      {recentSignIn.dialog}
      <Button
        size="small"
        tone={vendor.isVerified ? 'danger' : undefined}
        disabled={saving || waitingForEmail}
        aria-label={`${vendor.isVerified ? 'Revoke' : 'Verify'} ${name}`}
        onClick={() => void change()}
      >
        {saving ? 'Saving...' : vendor.isVerified ? 'Revoke' : 'Verify'}
      </Button>
    </>
  );
}

function VendorList() {
  const query = useQueryParams();
  const shown = SHOWN.find((option) => option.value === query.params.get('show')) ?? SHOWN[0];
  const list = useVendorSearch({ sort: 'name', verified: shown.verified });
  return (
    <>
      <div className={page.toolbar}>
        <Select
          label="Show"
          options={SHOWN.map(({ value, label }) => ({ value, label }))}
          value={shown.value}
          onChange={(value) => query.update({ show: value === 'pending' ? '' : value })}
        />
      </div>
      <Loaded
        data={list.items}
        failed={list.error ? <LoadFailed title="Failed to fetch suppliers" /> : undefined}
        placeholder={<ul className={page.list} aria-label="Suppliers" aria-busy />}
        empty={
          <EmptyState
            title="No suppliers here"
            description={shown.value === 'pending' ? 'Nobody is waiting for verification.' : undefined}
          />
        }
      >
        {(vendors) => (
          <ul className={page.list} aria-label="Suppliers">
            {vendors.map((vendor) => (
              <li key={vendor.id} className={page.panel}>
                <div className={page.headerRow}>
                  <div>
                    <Link href={`/vendors/${vendor.id}`}>{vendorName(vendor)}</Link>{' '}
                    <VerifiedBadge isVerified={vendor.isVerified} />
                    <p className={page.muted}>
                      {vendor.email} · {vendor.location ?? 'No location'} · joined{' '}
                      {formatDate(vendor.createdAt)} · {pluralize(vendor.productCount, 'product')}
                    </p>
                    {!vendor.emailVerified && !vendor.isVerified && (
                      <p className={page.muted}>
                        Email not confirmed yet: it can be verified once it has followed the link emailed at
                        sign-up.
                      </p>
                    )}
                  </div>
                  <VerifyButton vendor={vendor} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <LoadMore list={list} label="Load More Suppliers" />
    </>
  );
}

/** Administrators verify suppliers: the Verified badge buyers see comes from here. */
export default function AdminSuppliers() {
  usePageTitle('Verify suppliers');
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Verify suppliers</h1>
        <p className={page.subtitle}>Check a supplier’s company before buyers see it as Verified.</p>
      </header>
      <SignedIn role="admin">
        {(user) => (
          <>
            <SecondStepNotice user={user} />
            <VendorList />
          </>
        )}
      </SignedIn>
    </div>
  );
}

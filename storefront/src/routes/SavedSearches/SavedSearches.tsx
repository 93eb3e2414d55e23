import type { SavedSearch } from '@rawex/api/contracts';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  EmptyState,
  formatDate,
  Loaded,
  RecordCard,
  Skeleton,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useCategories, useCertificationNames } from '../../data/catalogue';
import { useSavedSearchActions, useSavedSearches } from '../../data/saved-searches';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { SearchNameDialog } from '../../products/SearchNameDialog';
import { searchSummary } from '../../products/search-summary';
import { notify, sayFailure } from '../../notices/notify';
import * as page from '../../styles/page.css';

function SavedSearchCard({ search }: { search: SavedSearch }) {
  const { categories } = useCategories();
  const certificationNames = useCertificationNames();
  const actions = useSavedSearchActions();
  const [renaming, setRenaming] = useState(false);
  const [pausing, setPausing] = useState(false);
  const togglePaused = () => {
    setPausing(true);
    actions
      .update(search, { paused: !search.paused })
      .catch(sayFailure('The search could not be changed. Please try again.'))
      .finally(() => setPausing(false));
  };
  return (
    <RecordCard
      title={search.name}
      headingLevel="h2"
      subtitle={searchSummary(search.query, categories, certificationNames).join(' · ')}
      badges={search.paused ? <Badge tone="neutral">Paused</Badge> : <Badge tone="success">Alerting</Badge>}
      fields={[
        { label: 'Alerts', value: search.matchCount },
        { label: 'Last alert', value: search.lastMatchedAt ? formatDate(search.lastMatchedAt) : 'None yet' },
        { label: 'Saved', value: formatDate(search.createdAt) },
      ]}
      actions={
        <>
          <ButtonLink href={`/products?${search.query}&sort=newest`} tone="secondary" size="small">
            Show matches
          </ButtonLink>
          <Button
            tone="ghost"
            size="small"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${search.name}`}
          >
            Rename
          </Button>
          <Button tone="ghost" size="small" onClick={togglePaused} disabled={pausing}>
            {search.paused ? 'Resume alerts' : 'Pause alerts'}
          </Button>
          <ConfirmDialog
            trigger="Delete"
            triggerLabel={`Delete ${search.name}`}
            title={`Delete “${search.name}”?`}
            description="Its alerts stop, and it leaves this list."
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            onConfirm={async () => {
              await actions.remove(search).catch((failure: unknown) => {
                sayFailure('The search could not be deleted. Please try again.')(failure);
                throw failure;
              });
            }}
          />
          {renaming && (
            <SearchNameDialog
              title="Rename saved search"
              description="The name its alerts come under."
              submitLabel="Rename"
              defaultName={search.name}
              onOpenChange={setRenaming}
              onSubmit={async (name) => {
                await actions.update(search, { name });
                setRenaming(false);
                notify({ title: 'Renamed', description: `It is “${name}” now.`, type: 'success' });
              }}
            />
          )}
        </>
      }
    />
  );
}

function SavedSearchList() {
  const { searches, error } = useSavedSearches();
  return (
    <Loaded
      data={searches}
      failed={error ? <LoadFailed title="Failed to fetch your saved searches" /> : undefined}
      placeholder={<Skeleton height="12rem" />}
      empty={
        <EmptyState
          title="No saved searches yet"
          description="Search the produce and press Save Search: you are told when new products match it or get cheaper."
          actions={<ButtonLink href="/products">Browse produce</ButtonLink>}
        />
      }
    >
      {(items) => (
        <ul className={page.list} aria-label="Saved searches">
          {items.map((search) => (
            <li key={search.id}>
              <SavedSearchCard search={search} />
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

/** `/saved-searches`: the searches the person saved, to rename, pause, resume and delete. */
export default function SavedSearches() {
  usePageTitle('Saved searches');
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Saved searches</h1>
        <p className={page.subtitle}>
          When a product matching one is listed or gets cheaper, you are told here and by email, at most once
          a day.
        </p>
      </header>
      <SignedIn>{() => <SavedSearchList />}</SignedIn>
    </div>
  );
}

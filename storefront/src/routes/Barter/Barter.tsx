import type { BarterMatch, BarterOffer } from '@rawex/api/contracts';
import { BARTER_CATEGORIES } from '@rawex/api/contracts/console-values';
import {
  Badge,
  BarChart,
  Button,
  ChatBubble,
  ChatThread,
  formatQuantity,
  pluralize,
  RecordCard,
  StatGrid,
  TextField,
} from '@rawex/ui-kit';
import { useBarterMatches, useBarterOffers } from '../../data/samples';
import { formatClock, statusLabel, toneOf, formatSampleMoney } from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import { RecordList } from '../../consoles/RecordList';
import { SampleConsole } from '../../consoles/SampleConsole';
import { SearchFilters, useSearchFilters } from '../../consoles/SearchFilters';
import { AMOUNT_INPUT, NotSentOnSampleData, useSampleForm } from '../../consoles/sample-form';
import { useNow } from '../../consoles/use-now';
import * as page from '../../styles/page.css';
import { daysToExpiry, EMPTY_BARTER, matchScoreTone, validateBarter } from './rules';
import { DeferredSelect } from '../../filters/DeferredSelect';

const categoryOptions = BARTER_CATEGORIES.map((category) => ({ value: category, label: category }));

function OfferCard({ offer, mine = false }: { offer: BarterOffer; mine?: boolean }) {
  const days = daysToExpiry(offer.expiresAt, useNow());
  return (
    <RecordCard
      title={`${offer.offeredCommodity} for ${offer.wantedCommodity}`}
      subtitle={`${offer.offererName} · ${offer.offererLocation}`}
      image={offer.images[0]}
      badges={<Badge tone={toneOf(offer.status)}>{statusLabel(offer.status)}</Badge>}
      fields={[
        {
          label: 'Offering',
          value: `${formatQuantity(offer.offeredQuantity, offer.offeredUnit)} (${formatSampleMoney(offer.offeredValue)})`,
        },
        {
          label: 'Wanting',
          value: `${formatQuantity(offer.wantedQuantity, offer.wantedUnit)} (${formatSampleMoney(offer.wantedValue)})`,
        },
        { label: 'Exchange Ratio', value: `1 : ${offer.exchangeRatio.toFixed(2)}` },
        {
          label: 'Expires',
          value: (
            <span suppressHydrationWarning>
              {days === 0 ? 'Today or expired' : `in ${pluralize(days, 'day')}`}
            </span>
          ),
        },
        { label: 'Grade', value: offer.qualityGrade },
        { label: 'Preferences', value: offer.preferences.join(' · ') || 'None' },
      ]}
      actions={
        mine ? (
          <>
            <Button size="small" tone="secondary" onClick={() => notOnSampleData('Editing an offer')}>
              Edit
            </Button>
            <Button size="small" tone="ghost" onClick={() => notOnSampleData('Opening an offer')}>
              View
            </Button>
          </>
        ) : (
          <Button size="small" onClick={() => notOnSampleData('Making an offer')}>
            Make Offer
          </Button>
        )
      }
    />
  );
}

function Discover() {
  const filters = useSearchFilters();
  const { items, error } = useBarterOffers({
    search: filters.query,
    category: filters.category || undefined,
    mine: false,
  });
  return (
    <div className={page.stack}>
      <SearchFilters
        filters={filters}
        searchLabel="Search offers"
        placeholder="Commodity or trader..."
        categoryLabel="Filter by category"
        categories={BARTER_CATEGORIES}
        allLabel="All Categories"
      />
      <RecordList
        label="Barter offers"
        items={items}
        error={error}
        errorTitle="Failed to load the barter offers"
        emptyTitle="No barter offers found"
        emptyDescription="Try another word or category."
        emptyActions={
          filters.active && (
            <Button tone="secondary" onClick={filters.clear}>
              Clear Filters
            </Button>
          )
        }
        keyOf={(offer) => offer.id}
      >
        {(offer) => <OfferCard offer={offer} />}
      </RecordList>
    </div>
  );
}

function MatchCard({ match, offers }: { match: BarterMatch; offers: BarterOffer[] }) {
  const mine = offers.find((offer) => offer.id === match.offer1Id);
  const theirs = offers.find((offer) => offer.id === match.offer2Id);
  return (
    <RecordCard
      title={theirs ? `${theirs.offererName}: ${theirs.offeredCommodity}` : match.offer2Id}
      subtitle={mine && `For your ${mine.offeredCommodity}`}
      badges={
        <>
          <Badge tone={matchScoreTone(match.matchScore)}>{match.matchScore}% match</Badge>
          <Badge tone={toneOf(match.status)}>{statusLabel(match.status)}</Badge>
        </>
      }
      fields={[
        {
          label: 'They offer',
          value: theirs ? formatQuantity(theirs.offeredQuantity, theirs.offeredUnit) : '—',
        },
        { label: 'Messages', value: match.negotiationMessages.length },
      ]}
      actions={
        <Button size="small" onClick={() => notOnSampleData('Negotiating')}>
          Negotiate
        </Button>
      }
    />
  );
}

function Matches() {
  const { items: matches, error } = useBarterMatches();
  const { items: offers } = useBarterOffers();
  return (
    <RecordList
      label="Suggested matches"
      items={matches && offers ? matches : matches && []}
      error={error}
      errorTitle="Failed to load the matches"
      emptyTitle="No matches yet"
      emptyDescription="Matches appear when another trader wants what you offer."
      keyOf={(match) => match.id}
    >
      {(match) => <MatchCard match={match} offers={offers ?? []} />}
    </RecordList>
  );
}

function MyOffers() {
  const { items, error } = useBarterOffers({ mine: true });
  return (
    <RecordList
      label="My offers"
      items={items}
      error={error}
      errorTitle="Failed to load your offers"
      emptyTitle="You have no offers yet"
      keyOf={(offer) => offer.id}
    >
      {(offer) => <OfferCard offer={offer} mine />}
    </RecordList>
  );
}

function Negotiations() {
  const { items: matches, error } = useBarterMatches();
  const talking = matches?.filter((match) => match.negotiationMessages.length > 0);
  return (
    <RecordList
      label="Negotiations"
      items={talking}
      error={error}
      errorTitle="Failed to load the negotiations"
      emptyTitle="No negotiations yet"
      keyOf={(match) => match.id}
      column
    >
      {(match) => (
        <RecordCard
          title={`Negotiation ${match.id}`}
          subtitle={`${match.offer1Id} ↔ ${match.offer2Id}`}
          badges={<Badge tone={matchScoreTone(match.matchScore)}>{match.matchScore}% match</Badge>}
        >
          <ChatThread label={`Negotiation ${match.id}`}>
            {match.negotiationMessages.map((message) => (
              <ChatBubble
                key={message.id}
                incoming={message.senderId !== match.negotiationMessages[0]?.senderId}
                text={`${message.senderName}: ${message.message}`}
                time={formatClock(message.timestamp)}
                status={message.type === 'counter_offer' ? 'counter-offer' : undefined}
              />
            ))}
          </ChatThread>
        </RecordCard>
      )}
    </RecordList>
  );
}

function BarterAnalytics() {
  const { items: offers, error } = useBarterOffers();
  const { items: matches } = useBarterMatches();
  return (
    <div className={page.twoColumns}>
      <section className={page.panel}>
        <BarChart
          title="Offers by category"
          loading={!offers && !error}
          error={error && 'Failed to load the barter offers'}
          bars={BARTER_CATEGORIES.map((category) => ({
            label: category,
            value: (offers ?? []).filter((offer) => offer.category === category).length,
          }))}
        />
      </section>
      <section className={page.panel}>
        <BarChart
          title="Match scores"
          loading={!matches}
          max={100}
          formatValue={(value) => `${value}%`}
          bars={(matches ?? []).map((match) => ({ label: match.id, value: match.matchScore }))}
        />
      </section>
    </div>
  );
}

function CreateOffer() {
  const form = useSampleForm(EMPTY_BARTER, (values) => validateBarter(values, Date.now()));
  return (
    <form className={page.form} onSubmit={form.submit} noValidate aria-labelledby="create-barter-heading">
      <h2 id="create-barter-heading" className={page.sectionTitle}>
        Create Barter Offer
      </h2>
      <TextField label="What you offer" {...form.field('offeredCommodity')} />
      <TextField label="Quantity offered" {...AMOUNT_INPUT} {...form.field('offeredQuantity')} />
      <TextField label="What you want" {...form.field('wantedCommodity')} />
      <TextField label="Quantity wanted" {...AMOUNT_INPUT} {...form.field('wantedQuantity')} />
      <DeferredSelect
        label="Category"
        placeholder="Choose a category"
        options={categoryOptions}
        value={form.values.category}
        onChange={(value) => form.set('category', value)}
        error={form.errors.category}
      />
      <TextField label="Expiry date" type="date" {...form.field('expiresAt')} />
      <Button type="submit">Create Offer</Button>
      {form.accepted && <NotSentOnSampleData what="barter offer" />}
    </form>
  );
}

export default function Barter() {
  const { items: offers, error } = useBarterOffers();
  const { items: matches } = useBarterMatches();
  const now = useNow();
  const summary = (
    <StatGrid
      label="Barter overview"
      loading={!offers && !error}
      error={error && 'Failed to load the barter offers'}
      stats={
        offers
          ? [
              { label: 'Active Offers', value: offers.filter((offer) => offer.status === 'active').length },
              { label: 'My Offers', value: offers.filter((offer) => offer.mine).length },
              { label: 'Matches', value: matches?.length ?? '…' },
              {
                label: 'Expiring This Week',
                value: offers.filter(
                  (offer) => offer.status === 'active' && daysToExpiry(offer.expiresAt, now) <= 7,
                ).length,
              },
            ]
          : []
      }
    />
  );
  return (
    <SampleConsole
      title="Barter"
      description="Trade commodities for commodities, without cash changing hands."
      summary={summary}
      tabs={[
        {
          value: 'discover',
          label: 'Discover',
          content: (
            <div className={page.stack}>
              <Discover />
              <div className={page.twoColumns}>
                <section className={page.section} aria-labelledby="my-offers-heading">
                  <h2 id="my-offers-heading" className={page.sectionTitle}>
                    My Offers
                  </h2>
                  <MyOffers />
                </section>
                <section className={page.panel}>
                  <CreateOffer />
                </section>
              </div>
            </div>
          ),
        },
        { value: 'matches', label: 'Matches', content: <Matches /> },
        { value: 'negotiations', label: 'Negotiations', content: <Negotiations /> },
        { value: 'analytics', label: 'Analytics', content: <BarterAnalytics /> },
      ]}
      phoneTabs={[
        { value: 'discover', label: 'Discover', content: <Discover /> },
        { value: 'matches', label: 'Matches', content: <Matches /> },
        { value: 'my-offers', label: 'My Offers', content: <MyOffers /> },
        { value: 'create', label: 'Create', content: <CreateOffer /> },
      ]}
    />
  );
}

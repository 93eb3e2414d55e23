import type { HedgeContract, HedgePortfolio } from '@rawex/api/contracts';
import { HEDGE_COMMODITIES, HEDGE_CONTRACT_TYPES } from '@rawex/api/contracts/console-values';
import {
  Alert,
  Badge,
  BarChart,
  Button,
  formatDate,
  formatQuantity,
  Loaded,
  RecordCard,
  StatGrid,
  TextField,
} from '@rawex/ui-kit';
import { useHedgeContracts, useHedgePortfolio } from '../../data/samples';
import {
  formatMillions,
  formatPercent,
  statusLabel,
  toneOf,
  formatSampleMoney,
  formatSampleUnitPrice,
} from '../../consoles/format';
import { RecordList } from '../../consoles/RecordList';
import { SampleConsole } from '../../consoles/SampleConsole';
import { AMOUNT_INPUT, NotSentOnSampleData, useSampleForm } from '../../consoles/sample-form';
import { LoadFailed } from '../../loading/LoadFailed';
import * as page from '../../styles/page.css';
import {
  EMPTY_HEDGE,
  exposureByCommodity,
  isHedgeRatioLow,
  openPnl,
  RECOMMENDED_HEDGE_RATIO,
  validateHedge,
} from './rules';
import { DeferredSelect } from '../../filters/DeferredSelect';

type Contracts = HedgeContract[] | undefined;

const commodityOptions = HEDGE_COMMODITIES.map((name) => ({ value: name, label: name }));
const typeOptions = HEDGE_CONTRACT_TYPES.map((type) => ({ value: type, label: statusLabel(type) }));

function RiskAlert({ portfolio }: { portfolio: HedgePortfolio | undefined }) {
  if (!portfolio || !isHedgeRatioLow(portfolio.hedgeRatio)) return null;
  return (
    <Alert tone="warning" title={`Hedge ratio below the recommended ${RECOMMENDED_HEDGE_RATIO}%`}>
      {formatPercent(portfolio.hedgeRatio)} of your exposure is hedged. Consider more cover on your largest
      positions.
    </Alert>
  );
}

function ContractCard({ contract }: { contract: HedgeContract }) {
  return (
    <RecordCard
      title={`${contract.commodity} ${statusLabel(contract.contractType)}`}
      subtitle={contract.id}
      badges={<Badge tone={toneOf(contract.status)}>{statusLabel(contract.status)}</Badge>}
      fields={[
        { label: 'Quantity', value: formatQuantity(contract.quantity, contract.unit) },
        { label: 'Strike Price', value: formatSampleUnitPrice(contract.strikePrice, contract.unit) },
        { label: 'Current Price', value: formatSampleUnitPrice(contract.currentPrice, contract.unit) },
        { label: 'Expiry', value: formatDate(contract.expiryDate) },
        { label: 'Premium', value: formatSampleMoney(contract.premium) },
        { label: 'P&L', value: formatSampleMoney(contract.pnl) },
      ]}
    />
  );
}

function ContractList({ contracts, error }: { contracts: Contracts; error: Error | undefined }) {
  return (
    <RecordList
      label="Hedge contracts"
      items={contracts}
      error={error}
      errorTitle="Failed to load the hedge contracts"
      emptyTitle="No hedge contracts yet"
      keyOf={(contract) => contract.id}
    >
      {(contract) => <ContractCard contract={contract} />}
    </RecordList>
  );
}

function RiskFigures({
  portfolio,
  contracts,
}: {
  portfolio: HedgePortfolio | undefined;
  contracts: Contracts;
}) {
  return (
    <div className={page.stack}>
      <RiskAlert portfolio={portfolio} />
      <StatGrid
        label="Risk"
        loading={!portfolio}
        placeholders={4}
        stats={
          portfolio
            ? [
                {
                  label: 'Value at Risk (95%)',
                  value: formatSampleMoney(portfolio.valueAtRisk),
                  hint: 'One day',
                },
                { label: 'Expected Shortfall', value: formatSampleMoney(portfolio.expectedShortfall) },
                {
                  label: 'Correlation',
                  value: portfolio.correlation.toFixed(2),
                  hint: 'Hedges against positions',
                },
                { label: 'Total Exposure', value: formatMillions(portfolio.totalExposure) },
              ]
            : []
        }
      />
      <section className={page.panel}>
        <BarChart
          title="Exposure by commodity"
          bars={contracts ? exposureByCommodity(contracts) : []}
          loading={!contracts}
          formatValue={formatMillions}
        />
      </section>
    </div>
  );
}

function CreateHedge() {
  const form = useSampleForm(EMPTY_HEDGE, (values) => validateHedge(values, Date.now()));
  return (
    <form className={page.form} onSubmit={form.submit} noValidate aria-labelledby="create-hedge-heading">
      <h2 id="create-hedge-heading" className={page.sectionTitle}>
        Create Hedge
      </h2>
      <DeferredSelect
        label="Commodity"
        placeholder="Choose a commodity"
        options={commodityOptions}
        value={form.values.commodity}
        onChange={(value) => form.set('commodity', value)}
        error={form.errors.commodity}
      />
      <DeferredSelect
        label="Contract Type"
        placeholder="Choose a type"
        options={typeOptions}
        value={form.values.contractType}
        onChange={(value) => form.set('contractType', value)}
        error={form.errors.contractType}
      />
      <TextField label="Quantity" {...AMOUNT_INPUT} {...form.field('quantity')} />
      <TextField label="Strike Price (USD)" {...AMOUNT_INPUT} step="0.01" {...form.field('strikePrice')} />
      <TextField label="Expiry Date" type="date" {...form.field('expiryDate')} />
      <Button type="submit">Create Hedge</Button>
      {form.accepted && <NotSentOnSampleData what="hedge" />}
    </form>
  );
}

function Strategies({ contracts, error }: { contracts: Contracts; error: Error | undefined }) {
  const explanations: Record<string, string> = {
    futures: 'Exchange-traded: locks a price, marked to market daily.',
    options: 'The right, not the duty, to trade at the strike: costs a premium.',
    forward: 'A private contract for delivery at a set price and date.',
    swap: 'Exchanges a floating price for a fixed one over a period.',
  };
  return (
    <div className={page.twoColumns}>
      <RecordList
        label="Strategies"
        items={
          contracts &&
          HEDGE_CONTRACT_TYPES.map((type) => ({
            type,
            held: contracts.filter((c) => c.contractType === type),
          }))
        }
        error={error}
        errorTitle="Failed to load the hedge contracts"
        emptyTitle="No strategies yet"
        keyOf={(strategy) => strategy.type}
      >
        {({ type, held }) => (
          <RecordCard
            title={statusLabel(type)}
            subtitle={explanations[type]}
            fields={[
              { label: 'Contracts', value: held.length },
              { label: 'Active', value: held.filter((contract) => contract.status === 'active').length },
              { label: 'Open P&L', value: formatSampleMoney(openPnl(held)) },
            ]}
          />
        )}
      </RecordList>
      <section className={page.panel}>
        <CreateHedge />
      </section>
    </div>
  );
}

export default function Hedging() {
  const { data: portfolio, error: portfolioError } = useHedgePortfolio();
  const { items: contracts, error } = useHedgeContracts();
  const active = contracts?.filter((contract) => contract.status === 'active');
  const summary = (
    <Loaded
      data={portfolio && contracts ? { portfolio, contracts } : undefined}
      failed={portfolioError ? <LoadFailed title="Failed to load the hedging portfolio" /> : undefined}
      placeholder={<StatGrid label="Portfolio" loading placeholders={4} stats={[]} />}
    >
      {(read) => (
        <StatGrid
          label="Portfolio"
          stats={[
            { label: 'Portfolio Value', value: formatSampleMoney(read.portfolio.portfolioValue) },
            {
              label: 'Hedge Ratio',
              value: formatPercent(read.portfolio.hedgeRatio),
              hint: `Recommended ${RECOMMENDED_HEDGE_RATIO}% or more`,
            },
            { label: 'Active Contracts', value: active?.length ?? 0 },
            {
              label: 'Profit & Loss',
              value: formatSampleMoney(openPnl(read.contracts)),
              hint: 'Open contracts',
            },
          ]}
        />
      )}
    </Loaded>
  );
  const dashboard = (
    <div className={page.stack}>
      <RiskAlert portfolio={portfolio} />
      <h2 className={page.sectionTitle}>Active contracts</h2>
      <ContractList contracts={active} error={error} />
    </div>
  );
  const contractList = <ContractList contracts={contracts} error={error} />;
  return (
    <SampleConsole
      title="Hedging"
      description="Protect your margins against price moves in the commodities you trade."
      summary={summary}
      tabs={[
        { value: 'dashboard', label: 'Dashboard', content: dashboard },
        { value: 'contracts', label: 'Contracts', content: contractList },
        {
          value: 'analytics',
          label: 'Analytics',
          content: (
            <div className={page.twoColumns}>
              <RiskFigures portfolio={portfolio} contracts={contracts} />
              <section className={page.panel}>
                <BarChart
                  title="Premium paid by contract"
                  bars={(contracts ?? []).map((contract) => ({
                    label: `${contract.id} ${contract.commodity}`,
                    value: Number(contract.premium),
                  }))}
                  loading={!contracts}
                  formatValue={(value) => formatSampleMoney(value)}
                />
              </section>
            </div>
          ),
        },
        {
          value: 'strategies',
          label: 'Strategies',
          content: <Strategies contracts={contracts} error={error} />,
        },
      ]}
      phoneTabs={[
        { value: 'dashboard', label: 'Dashboard', content: dashboard },
        { value: 'contracts', label: 'Contracts', content: contractList },
        { value: 'create', label: 'Create', content: <CreateHedge /> },
        {
          value: 'risk',
          label: 'Risk',
          content: <RiskFigures portfolio={portfolio} contracts={contracts} />,
        },
      ]}
    />
  );
}

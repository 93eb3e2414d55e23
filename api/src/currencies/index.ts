// What other domains may use of currencies: which exist, and the rates kept.
export { CurrencyRecord, FxRateRecord } from './currency-records.model.ts';
export { addCurrencyColumn } from './currency-columns.ts';
export {
  checkCurrencies,
  checkTradeCurrencies,
  untradableCurrencies,
  importReferenceRates,
  keepReferenceRates,
  listCurrencies,
  rateOn,
  ratesOn,
} from './fx-rates.service.ts';
export { currencyCodeSchema, type Currency, type FxRate, type FxRatesImported } from './fx-rates.contract.ts';

export { HistoricalYieldPage } from './components/historical-yield-page';

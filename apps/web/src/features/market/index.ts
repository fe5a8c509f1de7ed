export { MarketPrices } from './components/market-prices';

/**
 * The market module's public face: its routes (with the mandi poll job), and what the assistant can call: the crop's
 * prices near a farm (read from stored polls) and its announced support price (data only).
 */
export { default } from './routes';
export { marketPrices, TREND_DAYS } from './prices';
export { supportPricesOf } from './data';

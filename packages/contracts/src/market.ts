/** Paths of the market service (servicePrefixes.market). */
export const marketPaths = { prices: '/prices' } as const;

export const MARKET_CROP_MESSAGE = 'Choose a crop to see its mandi prices.';

/**
 * Whether prices can be shown: `ok` (the last poll succeeded), `off` (no DATA_GOV_IN_API_KEY), `failing` (the last
 * poll failed: the message says why, e.g. a refused key), `waiting` (no poll has finished yet).
 */
export const marketFeedStates = ['ok', 'off', 'failing', 'waiting'] as const;

export const marketNotes = ['no-location', 'outside-india', 'no-markets'] as const;

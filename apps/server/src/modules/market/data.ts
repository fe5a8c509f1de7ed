import { supportPriceSchema, type SupportPrice } from '@farmsight/contracts';
import { z } from 'zod';
import { knowledge } from '../../knowledge';
import { readDataFile } from '../../lib/data-file';
import { marketDataDir } from '../../paths';

/**
 * The market module's data files, read and checked once at start: how the feed spells commodities and states, and the
 * announced support prices. A crop id or state code the catalogue does not know stops the server, naming the file.
 */
const citedSchema = z.object({ title: z.string().min(1), url: z.url() });

const feedNamesSchema = z.object({
  source: citedSchema,
  commodities: z.record(z.string().min(1), z.string().min(1)),
  states: z.record(z.string().min(1), z.string().regex(/^IN-[A-Z]{2}$/)),
});

const supportPricesSchema = z.object({
  sources: z.record(z.string(), citedSchema),
  prices: z.array(supportPriceSchema.omit({ source: true }).extend({ cropId: z.string().min(1), source: z.string() })),
});

/** Lower case, letters and digits only: "Bengal Gram(Gram)(Whole)" and "bengal gram (gram) (whole)" read the same. */
export const foldFeedName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export interface MarketData {
  /** Folded feed commodity name → catalogue crop id. */
  cropOfCommodity: Map<string, string>;
  /** Folded feed or catalogue state name → state code. */
  stateOfName: Map<string, string>;
  supportPrices: Map<string, SupportPrice[]>;
}

let loaded: MarketData | undefined;

export function marketData(): MarketData {
  if (loaded) return loaded;
  const { catalogue } = knowledge();
  const cropIds = new Set(catalogue.crops.map((crop) => crop.id));
  const stateCodes = new Set(catalogue.regions.states.map((state) => state.code));
  const names = readDataFile(marketDataDir, 'feed-names.json', feedNamesSchema);
  const prices = readDataFile(marketDataDir, 'support-prices.json', supportPricesSchema);

  for (const [commodity, cropId] of Object.entries(names.commodities))
    if (!cropIds.has(cropId)) throw new Error(`feed-names.json: commodities.${commodity}: no crop '${cropId}' in the catalogue`);
  for (const [state, code] of Object.entries(names.states)) if (!stateCodes.has(code)) throw new Error(`feed-names.json: states.${state}: no state ${code}`);

  const supportPrices = new Map<string, SupportPrice[]>();
  prices.prices.forEach(({ cropId, source, ...price }, index) => {
    if (!cropIds.has(cropId)) throw new Error(`support-prices.json: prices.${index}.cropId: no crop '${cropId}' in the catalogue`);
    const cited = prices.sources[source];
    if (!cited) throw new Error(`support-prices.json: prices.${index}.source: no source '${source}'`);
    supportPrices.set(cropId, [...(supportPrices.get(cropId) ?? []), { ...price, source: cited }]);
  });

  loaded = {
    cropOfCommodity: new Map(Object.entries(names.commodities).map(([commodity, cropId]) => [foldFeedName(commodity), cropId])),
    stateOfName: new Map([
      ...catalogue.regions.states.map((state) => [foldFeedName(state.en), state.code] as const),
      ...Object.entries(names.states).map(([name, code]) => [foldFeedName(name), code] as const),
    ]),
    supportPrices,
  };
  return loaded;
}

/** The announced support prices of a catalogue crop, the usual variety first; empty when it has none. */
export function supportPricesOf(cropId: string): SupportPrice[] {
  return marketData().supportPrices.get(cropId) ?? [];
}

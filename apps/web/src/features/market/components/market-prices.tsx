import type { MarketPricesResponse, SupportPrice } from '@farmsight/contracts';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCropList } from '@/api/get-crop-list';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/api-client';
import { useMarketPrices } from '../api/get-market-prices';
import { arrivalDate } from './arrival-date';
import { PriceTable } from './price-table';

const PriceChart = lazy(() => import('./price-chart'));

const RESOURCE_URL = 'https://www.data.gov.in/resource/current-daily-price-various-commodities-various-markets-mandi';
const LICENCE_URL = 'https://www.data.gov.in/Godl';

/**
 * The farmer's own crops, newest first, each once: the crops the tab offers first, each asked for by its stored name
 * and shown by its name in the screen's language.
 */
function useFarmerCrops(): { asked: string; shown: string }[] {
  const list = useCropList();
  const crops = list.data?.pages.flatMap((page) => page.crops.map((crop) => ({ asked: crop.cropType.trim(), shown: crop.cropName }))) ?? [];
  return [...new Map(crops.map((crop) => [crop.asked.toLowerCase(), crop])).values()].slice(0, 6);
}

function supportPriceLabel(t: TFunction<'market'>, price: SupportPrice) {
  return t(price.kind === 'FRP' ? 'support.frp' : 'support.msp', { season: t(`support.season.${price.season}`), year: price.year });
}

function FeedState({ feed }: { feed: MarketPricesResponse['feed'] }) {
  const { t } = useTranslation('market');
  if (feed.state === 'off') return <p className="rounded-md bg-amber-50 p-3 text-amber-900">{t('feed.off')}</p>;
  if (feed.state === 'waiting') return <p className="rounded-md bg-amber-50 p-3 text-amber-900">{t('feed.waiting')}</p>;
  if (feed.state === 'failing')
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
        {t('feed.failing', { message: feed.message ?? '' })}
      </p>
    );
  return feed.message ? <p className="text-sm text-gray-700">{feed.message}</p> : null;
}

function Prices({ answer }: { answer: MarketPricesResponse }) {
  const { t } = useTranslation('market');
  const place = [answer.district, answer.state].filter(Boolean).join(', ');
  const reference = answer.supportPrices[0];
  return (
    <div className="flex flex-col gap-4">
      <FeedState feed={answer.feed} />
      {answer.note === 'no-location' && (
        <p>
          {t('note.noLocation')}{' '}
          <Link to="/profile" className="font-medium text-green-800 underline">
            {t('note.setLocation')}
          </Link>
        </p>
      )}
      {answer.note === 'outside-india' && <p>{t('note.outsideIndia')}</p>}
      {answer.note === 'no-markets' && answer.feed.state !== 'off' && <p>{t('note.noMarkets', { crop: answer.crop.name, state: answer.state })}</p>}
      {answer.supportPrices.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {answer.supportPrices.map((price) => (
            <li key={`${price.kind}|${price.variety}`}>
              <span className="font-medium">{supportPriceLabel(t, price)}</span>
              {price.variety && ` (${price.variety})`}: {t('perQuintal', { value: price.price })}. {t('support.source')}:{' '}
              <a href={price.source.url} target="_blank" rel="noopener noreferrer" className="text-green-800 underline">
                {/* The announcement's own title, as published. */}
                <cite className="not-italic" lang="en">
                  {price.source.title}
                </cite>
              </a>
            </li>
          ))}
        </ul>
      )}
      {answer.gap && (
        <p className="font-medium">
          {t(answer.gap.difference < 0 ? 'gap.below' : 'gap.above', {
            market: answer.gap.market,
            modal: answer.gap.modal,
            difference: Math.abs(answer.gap.difference),
            percent: Math.abs(answer.gap.percent),
          })}
        </p>
      )}
      {answer.markets.length > 0 && <PriceTable title={t('table.title', { crop: answer.crop.name, place })} markets={answer.markets} />}
      {answer.trend.length > 0 && (
        <Suspense fallback={<p className="text-sm text-gray-600">{t('chart.loading')}</p>}>
          <PriceChart
            title={t(answer.trendScope === 'district' ? 'chart.titleDistrict' : 'chart.titleState', {
              crop: answer.crop.name,
              place: answer.trendScope === 'district' ? answer.district : answer.state,
              from: arrivalDate(answer.trend[0]!.date),
              to: arrivalDate(answer.trend.at(-1)!.date),
            })}
            trend={answer.trend}
            supportPrice={reference ? { label: supportPriceLabel(t, reference), price: reference.price } : null}
          />
        </Suspense>
      )}
      {answer.feed.lastPollAt && <p className="text-xs text-gray-600">{t('updated', { date: new Date(answer.feed.lastPollAt) })}</p>}
    </div>
  );
}

/** The 'Mandi prices' tab: a crop (the farmer's own first), its nearest markets, the 30-day trend and the MSP. */
export function MarketPrices() {
  const { t } = useTranslation('market');
  const farmerCrops = useFarmerCrops();
  const [chosen, setChosen] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const crop = chosen ?? farmerCrops[0]?.asked ?? '';
  const prices = useMarketPrices(crop);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim()) setChosen(typed.trim());
  }

  return (
    <div className="flex flex-col gap-4">
      {farmerCrops.length > 0 && (
        <div role="group" aria-label={t('yourCrops')} className="flex flex-wrap gap-2">
          {farmerCrops.map(({ asked, shown }) => (
            <Button
              key={asked}
              variant="secondary"
              aria-pressed={asked === crop}
              onClick={() => setChosen(asked)}
              className={asked === crop ? 'bg-green-50' : ''}
            >
              {shown}
            </Button>
          ))}
        </div>
      )}
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('otherCrop')}
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('cropPlaceholder')}
            className="rounded-md border border-gray-300 px-3 py-2 font-normal"
          />
        </label>
        <Button type="submit">{t('show')}</Button>
      </form>
      {crop === '' && <p>{t('chooseCrop')}</p>}
      {crop !== '' && prices.isPending && <p>{t('common:loading')}</p>}
      {prices.isError && <p className="text-red-600">{failureMessage(prices.error, t('failure'))}</p>}
      {prices.data && <Prices answer={prices.data} />}
      <p className="text-xs text-gray-600">
        {t('credit.before')}{' '}
        <a href={RESOURCE_URL} target="_blank" rel="noopener noreferrer" className="underline">
          {t('credit.resource')}
        </a>
        {t('credit.middle')}{' '}
        <a href={LICENCE_URL} target="_blank" rel="noopener noreferrer" className="underline">
          {t('credit.licence')}
        </a>
        {t('credit.after')}
      </p>
    </div>
  );
}

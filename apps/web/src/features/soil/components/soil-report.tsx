import type { FertilizerPlan, ProductLine, SoilAnalysisResponse, SoilRating } from '@farmsight/contracts';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { SoilAnalysisResult } from './soil-analysis-result';
import { useFarmerUnits } from '@/lib/units';

const sectionClass = 'rounded-lg border border-gray-200 bg-white p-4 shadow-sm';
type Amount = ProductLine['perAcre'];
type Dose = { n: number; p2o5: number; k2o: number };

/** Outside India N, P and K are the lab's readings, not a card's available nutrients, and are named so. */
const labNamed = new Set(['nitrogen', 'phosphorus', 'potassium']);

/** The rating as a word on a tinted badge: the word carries the meaning, the tint only repeats it. */
function RatingBadge({ rating }: { rating: SoilRating }) {
  const { t } = useTranslation('soil');
  return (
    <span
      className={cn('shrink-0 rounded px-2 py-0.5 text-sm font-semibold', rating.attention ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900')}
    >
      {t(`ratings.${rating.rating}`)}
    </span>
  );
}

function ProductList({ lines, landHectares, label }: { lines: ProductLine[]; landHectares: number | null; label: string }) {
  const { t } = useTranslation('soil');
  const units = useFarmerUnits();
  const bags = (amount: Amount, line: ProductLine) => t('plan.bags', { count: amount.bags, size: line.bagKg, kg: amount.kg });
  return (
    <ul aria-label={label} className="mt-2 flex flex-col gap-2">
      {lines.map((line) => {
        const product = t(`products.${line.product}`);
        return (
          <li key={line.product} className="rounded-md bg-green-50 p-3">
            <p className="font-medium">
              {line.wholeLand && landHectares
                ? t('plan.forLand', { product, amount: bags(line.wholeLand, line), area: units.area(landHectares) })
                : t('plan.perAcreOnly', { product, amount: bags(line.perAcre, line) })}
            </p>
            <p className="text-sm text-gray-700">{t('plan.perAreas', { acre: bags(line.perAcre, line), hectare: bags(line.perHectare, line) })}</p>
          </li>
        );
      })}
    </ul>
  );
}

function FertilizerPlanView({ plan }: { plan: FertilizerPlan }) {
  const { t } = useTranslation('soil');
  if (plan.status === 'none') {
    return <p className="mt-2">{plan.reason === 'no-crop' ? t('plan.noCrop') : t('plan.noDose', { crop: plan.crop?.[currentLanguage()] })}</p>;
  }
  const dose = (value: Dose) => t('plan.dose', value);
  const crop = plan.crop[currentLanguage()];
  const untested = plan.adjustments.filter((entry) => entry.rating === null).map((entry) => entry.nutrient);
  // Whose dose it is, never silently another state's: a neighbour's names the farmer's own state as lacking one.
  const basis = t(`plan.basis.${plan.basis.kind}`, { region: plan.basis.region, own: plan.basis.own, by: plan.basis.by });
  return (
    <>
      <p className="mt-2">{t(plan.adjustments.length ? 'plan.forCropAdjusted' : 'plan.forCrop', { crop, basis, dose: dose(plan.adjusted) })}</p>
      <ProductList lines={plan.withDap} landHectares={plan.landHectares} label={t('plan.withDap')} />
      {!plan.landHectares && <p className="mt-2 text-sm">{t('plan.noLand')}</p>}
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-green-800">{t('plan.sspOption')}</summary>
        <ProductList lines={plan.withSsp} landHectares={plan.landHectares} label={t('plan.withSsp')} />
      </details>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-green-800">{t('plan.details')}</summary>
        <div className="mt-2 flex flex-col gap-2 text-sm text-gray-700">
          <p>{t('plan.recommended', { dose: dose(plan.recommended) })}</p>
          {plan.adjustments.length === 0 && <p>{t('plan.notAdjusted')}</p>}
          {plan.adjustments
            .filter((entry) => entry.rating !== null)
            .map((entry) => (
              <p key={entry.nutrient}>{t('plan.adjustment', { nutrient: entry.nutrient, rating: t(`ratings.${entry.rating}`), factor: entry.factor })}</p>
            ))}
          {untested.length > 0 && <p>{t('plan.untested', { nutrients: untested.join(', ') })}</p>}
          {plan.regionNote && <p>{plan.regionNote}</p>}
          <p>{plan.split}</p>
          {plan.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
          <ul className="list-disc pl-5">
            {plan.sources.map((source) => (
              <li key={source} className="break-words">
                {source}
              </li>
            ))}
          </ul>
        </div>
      </details>
    </>
  );
}

/**
 * The report as a farmer reads it: one rated line per value, then the fertilizer plan in bags; the lab's detailed
 * reading folded below. A new report takes the focus, so on a phone its first screen is what to do.
 */
export function SoilReport({ result }: { result: SoilAnalysisResponse }) {
  const { t } = useTranslation('soil');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // To the top of the screen, not the middle where focus alone would put it, so the plan below fits on a phone.
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [result]);
  const card = result.ratings.scheme === 'Soil Health Card';
  const label = (line: SoilRating) => t(`parameters.${line.parameter}${!card && labNamed.has(line.parameter) ? 'Lab' : ''}`);
  return (
    <div className="mt-6 flex flex-col gap-4 text-gray-800">
      <section aria-labelledby="soil-ratings-heading" className={sectionClass}>
        <h2 id="soil-ratings-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
          {t(card ? 'report.headingCard' : 'report.headingLab')}
        </h2>
        <ul aria-label={t('report.ratingsList')} className="mt-2 flex flex-col divide-y divide-gray-100">
          {result.ratings.lines.map((line) => (
            <li key={line.parameter} className="flex items-center justify-between gap-2 py-1.5">
              <span>
                {label(line)}:{' '}
                <span className="font-medium">
                  {line.value}
                  {line.unit && ` ${line.unit}`}
                </span>
              </span>
              <RatingBadge rating={line} />
            </li>
          ))}
        </ul>
        <details className="mt-2 text-sm text-gray-700">
          <summary className="cursor-pointer text-green-800">{t('report.norms')}</summary>
          <ul className="mt-1 list-disc pl-5">
            {result.ratings.lines.map((line) => (
              <li key={line.parameter}>
                {label(line)}: {line.norm}
              </li>
            ))}
          </ul>
          <p className="mt-1 break-words">
            <Trans t={t} i18nKey="report.source" values={{ source: result.ratings.source }} components={{ cite: <cite className="not-italic" lang="en" /> }} />
          </p>
        </details>
      </section>

      <section aria-labelledby="fertilizer-plan-heading" className={sectionClass}>
        <h2 id="fertilizer-plan-heading" className="text-lg font-semibold text-gray-900">
          {t('plan.heading')}
        </h2>
        <FertilizerPlanView plan={result.fertilizerPlan} />
      </section>

      <details className={sectionClass}>
        <summary className="cursor-pointer text-lg font-semibold text-gray-900">{t('report.labDetails')}</summary>
        <SoilAnalysisResult result={result} />
      </details>
    </div>
  );
}

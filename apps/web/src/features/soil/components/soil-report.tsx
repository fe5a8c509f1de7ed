import type { FertilizerPlan, ProductLine, SoilAnalysisResponse, SoilRating } from '@farmsight/contracts';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { SoilAnalysisResult } from './soil-analysis-result';

const sectionClass = 'rounded-lg border border-gray-200 bg-white p-4 shadow-sm';

/** The rating as a word on a tinted badge: the word carries the meaning, the tint only repeats it. */
function RatingBadge({ rating }: { rating: SoilRating }) {
  return (
    <span className={cn('shrink-0 rounded px-2 py-0.5 text-sm font-semibold', rating.attention ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900')}>
      {rating.rating}
    </span>
  );
}

const bagsText = (amount: { kg: number; bags: number }, line: ProductLine) =>
  `${amount.bags} bag${amount.bags === 1 ? '' : 's'} of ${line.bagKg} kg (${amount.kg} kg)`;

function ProductList({ lines, landHectares, label }: { lines: ProductLine[]; landHectares: number | null; label: string }) {
  return (
    <ul aria-label={label} className="mt-2 flex flex-col gap-2">
      {lines.map((line) => (
        <li key={line.product} className="rounded-md bg-green-50 p-3">
          <p className="font-medium">
            {line.name}: {line.wholeLand && landHectares ? `${bagsText(line.wholeLand, line)} for your ${landHectares} ha` : `${bagsText(line.perAcre, line)} per acre`}
          </p>
          <p className="text-sm text-gray-700">
            Per acre {bagsText(line.perAcre, line)} · per hectare {bagsText(line.perHectare, line)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function FertilizerPlanView({ plan }: { plan: FertilizerPlan }) {
  if (plan.status === 'none') return <p className="mt-2">{plan.message}</p>;
  const dose = (value: { n: number; p2o5: number; k2o: number }) => `N ${value.n}, P2O5 ${value.p2o5}, K2O ${value.k2o} kg/ha`;
  return (
    <>
      <p className="mt-2">
        For {plan.crop} ({plan.region}'s dose{plan.adjustments.length ? ', adjusted by your soil test' : ''}): {dose(plan.adjusted)}.
      </p>
      <ProductList lines={plan.withDap} landHectares={plan.landHectares} label="Fertilizer with DAP" />
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-green-800">Or with SSP instead of DAP</summary>
        <ProductList lines={plan.withSsp} landHectares={plan.landHectares} label="Fertilizer with SSP" />
      </details>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-green-800">When to apply, and the sources</summary>
        <div className="mt-2 flex flex-col gap-2 text-sm text-gray-700">
          <p>Recommended dose: {dose(plan.recommended)}.{plan.adjustments.map((entry) => ` ${entry.nutrient}: ${entry.rating ? `${entry.rating}, x ${entry.factor}` : 'not tested, kept'}.`).join('')}</p>
          {plan.regionNote && <p>{plan.regionNote}</p>}
          <p>{plan.split}</p>
          {plan.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
          <ul className="list-disc pl-5">
            {plan.sources.map((source) => (
              <li key={source} className="break-words">{source}</li>
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // To the top of the screen, not the middle where focus alone would put it, so the plan below fits on a phone.
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [result]);
  return (
    <div className="mt-6 flex flex-col gap-4 text-gray-800">
      <section aria-labelledby="soil-ratings-heading" className={sectionClass}>
        <h2 id="soil-ratings-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
          Your soil ({result.ratings.scheme === 'Soil Health Card' ? 'Soil Health Card ratings' : 'lab classes'})
        </h2>
        <ul aria-label="Soil ratings" className="mt-2 flex flex-col divide-y divide-gray-100">
          {result.ratings.lines.map((line) => (
            <li key={line.parameter} className="flex items-center justify-between gap-2 py-1.5">
              <span>
                {line.label}: <span className="font-medium">{line.value}{line.unit && ` ${line.unit}`}</span>
              </span>
              <RatingBadge rating={line} />
            </li>
          ))}
        </ul>
        <details className="mt-2 text-sm text-gray-700">
          <summary className="cursor-pointer text-green-800">The norms</summary>
          <ul className="mt-1 list-disc pl-5">
            {result.ratings.lines.map((line) => (
              <li key={line.parameter}>{line.label}: {line.norm}</li>
            ))}
          </ul>
          <p className="mt-1 break-words">Source: {result.ratings.source}</p>
        </details>
      </section>

      <section aria-labelledby="fertilizer-plan-heading" className={sectionClass}>
        <h2 id="fertilizer-plan-heading" className="text-lg font-semibold text-gray-900">Fertilizer plan in bags</h2>
        <FertilizerPlanView plan={result.fertilizerPlan} />
      </section>

      <details className={sectionClass}>
        <summary className="cursor-pointer text-lg font-semibold text-gray-900">Lab details</summary>
        <SoilAnalysisResult result={result} />
      </details>
    </div>
  );
}

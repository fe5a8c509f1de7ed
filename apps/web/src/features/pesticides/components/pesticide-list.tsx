import type { PesticideDetail, RegisteredDose } from '@farmsight/contracts';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';

const span = ([low, high]: readonly [number, number]) => (low === high ? String(low) : `${low}-${high}`);

/**
 * A pest, disease or weed (or a reason) as the server words it: where it has no wording in the screen's language yet,
 * the English, marked as English so screen readers say it right and the gap is visible.
 */
function Target({ name, language }: { name: string; language?: string }) {
  return language ? <span lang={language}>{name}</span> : <>{name}</>;
}

/** One registered use: the dose per hectare and per acre (or per kg of seed), the waiting period and the page it is from. */
function DoseLine({ dose }: { dose: RegisteredDose }) {
  const { t } = useTranslation('pesticides');
  const figures = { product: span(dose.product), unit: dose.unit, ai: span(dose.activeIngredientG) };
  return (
    <li>
      <Target name={dose.target} language={dose.targetLanguage} />
      {': '}
      {dose.per === 'ha' ? t('doseHa', { ...figures, acre: span(dose.productPerAcre ?? dose.product) }) : t('doseSeed', figures)}{' '}
      {dose.waitingDays !== null ? t('wait', { count: dose.waitingDays }) : dose.per === 'ha' ? t('waitNone') : ''}{' '}
      <span className="text-xs text-gray-500">
        <Trans t={t} i18nKey="doseCitation" values={{ citation: dose.citation }} components={{ cite: <cite className="not-italic" /> }} />
      </span>
    </li>
  );
}

/** One of the two result lists: each entry with its type and target or reason. */
export function PesticideList({ title, names, details }: { title: string; names: string[]; details: PesticideDetail[] }) {
  const { t } = useTranslation('pesticides');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {names.map((name) => {
          const detail = details.find((entry) => entry.name === name);
          return (
            <li key={name} className="border-t border-gray-100 pt-2 first:border-t-0">
              {/* Product and active-ingredient names, as registered: in English, marked so. */}
              <span className="font-medium" lang={/[\u0900-\u097F]/.test(name) ? undefined : 'en'}>
                {name}
              </span>
              {detail && (
                <>
                  <span className="text-gray-600"> ({t(`types.${detail.type}`)})</span>
                  {detail.suitable && detail.doses?.length ? (
                    <ul className="mt-1 flex flex-col gap-1 text-sm text-gray-700">
                      {detail.doses.map((dose) => (
                        <DoseLine key={dose.citation + dose.target} dose={dose} />
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-gray-700">
                      {detail.suitable ? (
                        <Trans
                          t={t}
                          i18nKey="targets"
                          values={{ target: detail.target }}
                          components={{ target: <Target name={detail.target} language={detail.targetLanguage} /> }}
                        />
                      ) : (
                        <Trans
                          t={t}
                          i18nKey="whyNot"
                          values={{ reason: detail.reason }}
                          components={{ reason: <Target name={detail.reason} language={detail.reasonLanguage} /> }}
                        />
                      )}
                    </p>
                  )}
                  {detail.suitable && detail.basis && <p className="text-xs text-gray-600">{t('basis', { basis: detail.basis })}</p>}
                  {!(detail.suitable && detail.doses?.length) && (
                    <p className="text-xs text-gray-500">
                      <Trans t={t} i18nKey="source" values={{ source: detail.source }} components={{ cite: <cite className="not-italic" /> }} />
                    </p>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

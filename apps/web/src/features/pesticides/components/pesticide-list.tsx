import type { PesticideDetail } from '@farmsight/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

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
              <span className="font-medium">{name}</span>
              {detail && (
                <>
                  <span className="text-gray-600"> ({t(`types.${detail.type}`)})</span>
                  <p className="text-sm text-gray-700">{detail.suitable ? t('targets', { target: detail.target }) : t('whyNot', { reason: detail.reason })}</p>
                  <p className="text-xs text-gray-500">{t('source', { source: detail.source })}</p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { Scheme } from '@farmsight/contracts';
import { Trans, useTranslation } from 'react-i18next';

const link = 'font-medium text-green-800 underline hover:text-green-900';

/**
 * One scheme: who, what, how to apply, when, how to check status, helplines and sources. The server words the texts
 * in the screen's language (Accept-Language); only the sources' titles stay as published, cited in English.
 */
export function SchemeCard({ scheme }: { scheme: Scheme }) {
  const { t, i18n } = useTranslation('schemes');
  const name = i18n.language === 'hi' ? scheme.nameHi : scheme.name;
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <header>
        <h3 className="text-lg font-semibold wrap-anywhere text-gray-900">{name}</h3>
        <p className="text-sm text-gray-600">
          {scheme.category} · {scheme.state?.name ?? t(`level.${scheme.level}`, { country: scheme.country })}
        </p>
      </header>
      {scheme.fit.verdict !== 'fits' && (
        <p className={scheme.fit.verdict === 'does-not-fit' ? 'text-sm text-red-700' : 'text-sm text-amber-800'}>
          {t(`fit.${scheme.fit.verdict}`)} {scheme.fit.reasons.join(' ')}
        </p>
      )}
      <p>{scheme.summary}</p>
      <dl className="grid gap-2 text-sm">
        <dt className="font-semibold">{t('benefit')}</dt>
        <dd>{scheme.benefit}</dd>
        <dt className="font-semibold">{t('eligibility')}</dt>
        <dd>
          <ul className="list-disc pl-5">
            {scheme.eligibility.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">{t('apply')}</dt>
        <dd>
          {scheme.apply.how}
          {scheme.apply.documents.length > 0 && <span className="block text-gray-700">{t('documents', { list: scheme.apply.documents.join('; ') })}</span>}
        </dd>
        {scheme.calendar.length > 0 && (
          <>
            <dt className="font-semibold">{t('calendar')}</dt>
            <dd>
              <ul className="list-disc pl-5">
                {scheme.calendar.map((entry) => (
                  <li key={entry.period}>
                    <span className="font-medium">{entry.period}:</span> {entry.what}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {scheme.status && (
          <>
            <dt className="font-semibold">{t('status')}</dt>
            <dd>
              {scheme.status.how}{' '}
              <a href={scheme.status.url} target="_blank" rel="noopener noreferrer" className={link}>
                {t('statusLink', { name })}
              </a>
            </dd>
          </>
        )}
        {scheme.helplines.length > 0 && (
          <>
            <dt className="font-semibold">{t('helpline')}</dt>
            <dd>
              {scheme.helplines.map((line, index) => (
                <span key={line.number}>
                  {index > 0 && ', '}
                  <a href={`tel:${line.number.replace(/-/g, '')}`} className={link}>
                    {line.number}
                  </a>{' '}
                  ({line.label})
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
      <p className="text-sm">
        <a href={scheme.website} target="_blank" rel="noopener noreferrer" className={link}>
          {t('website', { name })}
        </a>
      </p>
      <p className="text-xs text-gray-600">
        <Trans
          t={t}
          i18nKey="sources"
          values={{ list: scheme.sources.map((source) => source.title).join('; ') }}
          components={{ cite: <cite className="not-italic" lang="en" /> }}
        />
      </p>
    </article>
  );
}

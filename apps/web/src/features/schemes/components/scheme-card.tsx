import type { Scheme } from '@farmsight/contracts';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

const link = 'font-medium text-green-800 underline hover:text-green-900';

/**
 * The directory's texts are written in English only (a known gap of issue 36): on another language's screen they are
 * marked as English, so screen readers read them right and the gap shows; on the English screen they stay plain text.
 */
function DirectoryText({ children, marked }: { children: ReactNode; marked: boolean }) {
  return marked ? <span lang="en">{children}</span> : <>{children}</>;
}

/** One scheme: who, what, how to apply, when, how to check status, helplines and sources. */
export function SchemeCard({ scheme }: { scheme: Scheme }) {
  const { t, i18n } = useTranslation('schemes');
  const name = i18n.language === 'hi' && scheme.nameHi ? scheme.nameHi : scheme.name;
  const marked = i18n.language !== 'en';
  const directory = marked ? 'en' : undefined;
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <header>
        <h3 className="text-lg font-semibold wrap-anywhere text-gray-900">{name}</h3>
        <p className="text-sm text-gray-600">
          <DirectoryText marked={marked}>{scheme.category}</DirectoryText> · {scheme.state?.name ?? t(`level.${scheme.level}`, { country: scheme.country })}
        </p>
      </header>
      {scheme.fit.verdict !== 'fits' && (
        <p className={scheme.fit.verdict === 'does-not-fit' ? 'text-sm text-red-700' : 'text-sm text-amber-800'}>
          {t(`fit.${scheme.fit.verdict}`)} {scheme.fit.reasons.join(' ')}
        </p>
      )}
      <p lang={directory}>{scheme.summary}</p>
      <dl className="grid gap-2 text-sm">
        <dt className="font-semibold">{t('benefit')}</dt>
        <dd lang={directory}>{scheme.benefit}</dd>
        <dt className="font-semibold">{t('eligibility')}</dt>
        <dd>
          <ul className="list-disc pl-5" lang={directory}>
            {scheme.eligibility.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">{t('apply')}</dt>
        <dd>
          <DirectoryText marked={marked}>{scheme.apply.how}</DirectoryText>
          {scheme.apply.documents.length > 0 && (
            <span className="block text-gray-700">
              <Trans
                t={t}
                i18nKey="documents"
                values={{ list: scheme.apply.documents.join('; ') }}
                components={{ list: <DirectoryText marked={marked}>{null}</DirectoryText> }}
              />
            </span>
          )}
        </dd>
        {scheme.calendar.length > 0 && (
          <>
            <dt className="font-semibold">{t('calendar')}</dt>
            <dd>
              <ul className="list-disc pl-5" lang={directory}>
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
              <DirectoryText marked={marked}>{scheme.status.how}</DirectoryText>{' '}
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
                  <DirectoryText marked={marked}>({line.label})</DirectoryText>
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

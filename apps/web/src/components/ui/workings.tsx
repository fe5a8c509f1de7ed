import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'How this was worked out': the methods, indices and tables behind an engine's plain-words answer, folded away so the
 * farmer reads the answer first (ADR 0051).
 */
export function Workings({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <details className="mt-1 text-xs text-gray-700">
      <summary className="cursor-pointer py-1 font-medium text-green-800">{t('workings')}</summary>
      <div className="mt-1">{children}</div>
    </details>
  );
}

import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppLoading } from './app-loading';

/** Set just before the reload that fetches fresh code; cleared once a screen renders (see `forgetStaleCodeReload`). */
const RELOADED_FOR_STALE_CODE = 'farmsight:reloaded-for-stale-code';

/**
 * How Chromium, Firefox and Safari word a screen's code chunk that failed to load, and Vite's own preload failure.
 * After a deploy the old chunk names are gone, so a tab opened before it fails this way on its next screen.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** Whether to reload for fresh code: only once per tab until a screen renders again, so a missing chunk cannot loop. */
function shouldReloadFor(error: unknown): boolean {
  if (!isChunkLoadFailure(error)) return false;
  try {
    return sessionStorage.getItem(RELOADED_FOR_STALE_CODE) === null;
  } catch {
    return false; // storage is blocked: without the guard a reload could loop
  }
}

/** Called once the app renders without an error, so that a later stale chunk gets its one reload again. */
export function forgetStaleCodeReload() {
  try {
    sessionStorage.removeItem(RELOADED_FOR_STALE_CODE);
  } catch {
    // storage is blocked: nothing was stored
  }
}

/**
 * The root route's error element. A stale code chunk reloads the page once; an error the router raises (a
 * status such as 404 or 405) keeps React Router's wording as the spec asks; anything else gets an apology.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reload = shouldReloadFor(error);

  useEffect(() => {
    if (!reload) return;
    sessionStorage.setItem(RELOADED_FOR_STALE_CODE, window.location.href);
    window.location.reload();
  }, [reload]);

  if (reload) return <AppLoading />;

  if (isRouteErrorResponse(error)) {
    return (
      <ErrorScreen title={t('routeError.unexpected')}>
        {error.status} {error.statusText}
      </ErrorScreen>
    );
  }

  return <ErrorScreen title={t('routeError.title')}>{t('routeError.text')}</ErrorScreen>;
}

function ErrorScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="text-gray-700">{children}</p>
      {/* A full page load, not a router link: it fetches the current code if the old one is gone. */}
      <a href="/" className="self-start rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800">
        {t('routeError.home')}
      </a>
    </main>
  );
}

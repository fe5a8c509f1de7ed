import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { AppLoading } from './app-loading';
import { PageNotFoundNotice } from './page-not-found';
import { forgetStaleCodeReload } from './route-error';

/**
 * Every route's parent. Rendering it means no error reached the root, so a stale code chunk may reload once again.
 * A screen waits here while its texts load in a newly chosen language.
 */
export function RootLayout() {
  useEffect(forgetStaleCodeReload, []);
  return (
    <>
      <Suspense fallback={<AppLoading />}>
        <Outlet />
      </Suspense>
      <PageNotFoundNotice />
    </>
  );
}

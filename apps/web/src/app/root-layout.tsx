import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { firstScreenShown } from '@/lib/first-screen';
import { AppLoading } from './app-loading';
import { PageNotFoundNotice } from './page-not-found';
import { forgetStaleCodeReload } from './route-error';

/**
 * Every route's parent. Rendering it means no error reached the root, so a stale code chunk may reload once again,
 * and that the first screen is on its way to the display: its requests may go (ADR 0061). A screen waits here while
 * its texts load in a newly chosen language.
 */
export function RootLayout() {
  useEffect(forgetStaleCodeReload, []);
  useEffect(firstScreenShown, []);
  return (
    <>
      <Suspense fallback={<AppLoading />}>
        <Outlet />
      </Suspense>
      <PageNotFoundNotice />
    </>
  );
}

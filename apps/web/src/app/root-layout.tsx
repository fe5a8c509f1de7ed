import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageNotFoundNotice } from './page-not-found';
import { forgetStaleCodeReload } from './route-error';

/** Every route's parent. Rendering it means no error reached the root, so a stale code chunk may reload once again. */
export function RootLayout() {
  useEffect(forgetStaleCodeReload, []);
  return (
    <>
      <Outlet />
      <PageNotFoundNotice />
    </>
  );
}

import { flushSync } from 'react-dom';
import { RouterProvider, type RouterProviderProps } from 'react-router';

// What react-router/dom's provider adds, without that entry point (under Vitest it loads a second copy of react-router).
const flushRouterUpdate = (update: () => unknown) => void flushSync(update);

/** RouterProvider able to honour `navigate(to, { flushSync: true })`. */
export function DomRouterProvider({ router }: Pick<RouterProviderProps, 'router'>) {
  return <RouterProvider router={router} flushSync={flushRouterUpdate} />;
}

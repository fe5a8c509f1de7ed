import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';

/** Spec: 4000 ms, at most 3 visible, 14 px gap, Alt+T; sonner's own defaults give the 356 px width and 20 px swipe threshold. */
export function AppToaster() {
  return <Toaster duration={4000} visibleToasts={3} gap={14} closeButton hotkey={['altKey', 'KeyT']} />;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      {/* Before the pages, so it listens before their first effects toast. */}
      <AppToaster />
      {children}
    </QueryClientProvider>
  );
}

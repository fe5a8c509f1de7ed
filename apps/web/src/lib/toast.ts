import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;

/** The toast library, fetched on first use: no page waits for it to show (it is the toaster's own chunk). */
export const loadSonner = () => (sonner ??= import('sonner'));

let markListening: () => void = () => undefined;
let listening = new Promise<void>((resolve) => (markListening = resolve));

/**
 * The toaster says when it listens and when it has gone. sonner drops a toast no toaster hears, so toasts wait for
 * this: a screen's first effects can toast while the toaster's chunk is still on its way.
 */
export function setToasterListening(isListening: boolean) {
  if (isListening) markListening();
  else listening = new Promise<void>((resolve) => (markListening = resolve));
}

let lastId = 0;
const whenListening = (show: (sonner: Sonner) => unknown) => void Promise.all([loadSonner(), listening]).then(([library]) => show(library));

function show(kind: 'success' | 'error', message: string, options: ExternalToast = {}): string | number {
  const id = options.id ?? `toast-${(lastId += 1)}`;
  whenListening(({ toast }) => toast[kind](message, { ...options, id }));
  return id;
}

/** sonner's toast calls the app makes, each answering its toast's id at once. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  dismiss: (id: string | number) => whenListening(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
};

import { authPaths } from '@farmsight/contracts';
import { onlineManager } from '@tanstack/react-query';
import { api, isUnreachable } from './api-client';

/**
 * Whether the server can be reached, as TanStack Query's onlineManager: queries and the outbox wait while it says
 * offline, and a screen keeps its last answer instead of an error. The browser's online/offline events move it (the
 * onlineManager listens to them); a request that gets no answer while the browser still says online (a weak signal)
 * moves it too, and then the server is asked again every PROBE_MS until it answers.
 */

const PROBE_MS = 15_000;
let probe: ReturnType<typeof setInterval> | undefined;

async function probeServer() {
  if (!navigator.onLine) return; // the browser's 'online' event brings it back
  try {
    await api.auth.get(authPaths.userInfo);
  } catch (error) {
    if (isUnreachable(error)) return; // any answer, even a refusal, means the server is there
  }
  onlineManager.setOnline(true);
}

/** At start: the browser's own idea, so a page opened offline waits rather than failing. */
export function startConnectivity() {
  onlineManager.setOnline(navigator.onLine);
  onlineManager.subscribe((online) => {
    if (online) {
      clearInterval(probe);
      probe = undefined;
    }
  });
}

/** A request got no answer: offline until the browser or a probe says otherwise. */
export function reportUnreachable() {
  if (!onlineManager.isOnline()) return;
  onlineManager.setOnline(false);
  probe ??= setInterval(() => void probeServer(), PROBE_MS);
}

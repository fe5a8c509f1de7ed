import { authPaths, SERVED_SESSION_ID, type User } from '@farmsight/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, isUnreachable } from './api-client';
import { adoptUser, rememberedUser } from './offline-data';

export const userQueryKey = ['user'] as const;

// A plain check rather than the contract's zod schema: every page waits for this lookup, and zod stays off the landing page.
const isUser = (data: unknown): data is User => typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'string';

/**
 * The signed-in user, or null when the session lookup fails in any way; with no answer at all (offline), the farmer
 * last signed in on this device, whose kept data the screens then show (lib/offline-data.ts).
 */
export async function getSessionUser(): Promise<User | null> {
  try {
    const { data } = await api.auth.get<unknown>(authPaths.userInfo);
    return isUser(data) ? data : null;
  } catch (error) {
    return isUnreachable(error) ? rememberedUser() : null;
  }
}

/**
 * The signed-in farmer the server sent with the page (ADR 0061), read once; undefined when the page came without one
 * (a signed-out visitor's, or one kept offline by the service worker) or with something else, and the session is then
 * asked for.
 */
export function farmerServedWithPage(): User | undefined {
  const block = document.getElementById(SERVED_SESSION_ID);
  if (!block) return undefined;
  block.remove();
  try {
    const data: unknown = JSON.parse(block.textContent ?? '');
    return isUser(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** The lookup main.tsx starts before the first render; the first useUser takes it over instead of asking again. */
let earlyLookup: Promise<User | null> | undefined;

export function startSessionLookup() {
  const served = farmerServedWithPage();
  earlyLookup = served ? Promise.resolve(served) : getSessionUser();
}

function lookUpSession(): Promise<User | null> {
  const lookup = earlyLookup ?? getSessionUser();
  earlyLookup = undefined;
  return lookup;
}

/** `networkMode: 'always'`: offline the lookup still runs, and answers from the device. */
export function useUser() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: userQueryKey,
    queryFn: async () => {
      const user = await lookUpSession();
      adoptUser(queryClient, user);
      return user;
    },
    staleTime: Infinity,
    retry: false,
    networkMode: 'always',
  });
}

/** Replaces the cached user: after login, signup and profile save, or null after logout. */
export function useSetUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User | null) => {
      adoptUser(queryClient, user);
      queryClient.setQueryData(userQueryKey, user);
    },
    [queryClient],
  );
}

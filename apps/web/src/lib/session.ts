import { authPaths, userSchema, type User } from '@farmsight/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';

export const userQueryKey = ['user'] as const;

/** The signed-in user, or null when the session lookup fails in any way. */
export async function getSessionUser(): Promise<User | null> {
  try {
    const response = await api.auth.get(authPaths.userInfo);
    const parsed = userSchema.safeParse(response.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: getSessionUser, staleTime: Infinity, retry: false });
}

/** Replaces the cached user: after login, signup and profile save, or null after logout. */
export function useSetUser() {
  const queryClient = useQueryClient();
  return useCallback((user: User | null) => queryClient.setQueryData(userQueryKey, user), [queryClient]);
}

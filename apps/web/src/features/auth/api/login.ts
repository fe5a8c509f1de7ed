import { authPaths, type Credentials, type User, type AuthResponse } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetUser } from '@/lib/session';

export async function login(credentials: Credentials): Promise<User> {
  const response = await api.auth.post<AuthResponse>(authPaths.login, credentials);
  return response.data.user;
}

/** Signs in and stores the user in the session cache. */
export function useLogin() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: login, onSuccess: setUser });
}

import { authPaths, type Credentials, type User, type AuthResponse } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetUser } from '@/lib/session';

export async function signup(credentials: Credentials): Promise<User> {
  const response = await api.auth.post<AuthResponse>(authPaths.signup, credentials);
  return response.data.user;
}

/** Creates the account and stores the new user in the session cache. */
export function useSignup() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: signup, onSuccess: setUser });
}

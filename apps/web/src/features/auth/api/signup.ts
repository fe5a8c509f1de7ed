import { authPaths, type Credentials, type User } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetUser } from '@/lib/session';

export async function signup(credentials: Credentials): Promise<User> {
  const [response, { authResponseSchema }] = await Promise.all([api.auth.post(authPaths.signup, credentials), loadContractSchemas()]);
  return authResponseSchema.parse(response.data).user;
}

/** Creates the account and stores the new user in the session cache. */
export function useSignup() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: signup, onSuccess: setUser });
}

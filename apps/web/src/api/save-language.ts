import { authPaths, type Language, type User } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetUser } from '@/lib/session';

/** Saves the signed-in farmer's language on the profile, so it follows them to another device. */
export async function saveLanguage(language: Language): Promise<User> {
  const [response, { userSchema }] = await Promise.all([api.auth.put(authPaths.language, { language }), loadContractSchemas()]);
  return userSchema.parse(response.data);
}

export function useSaveLanguage() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: saveLanguage, onSuccess: setUser });
}

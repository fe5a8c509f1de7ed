import { authPaths, type Language, type User } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetUser } from '@/lib/session';

/** Saves the signed-in farmer's language on the profile, so it follows them to another device. */
export async function saveLanguage(language: Language): Promise<User> {
  const response = await api.auth.put<User>(authPaths.language, { language });
  return response.data;
}

export function useSaveLanguage() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: saveLanguage, onSuccess: setUser });
}

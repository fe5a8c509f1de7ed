import { isLanguage, type Language, type User } from '@farmsight/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    location: row.latitude !== null && row.longitude !== null ? [row.latitude, row.longitude] : null,
    areaOfLand: row.areaOfLand,
    profileSetup: row.profileSetup,
    language: isLanguage(row.language) ? row.language : null,
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Inserts the user, or returns undefined when the email is taken. */
export async function insertUser(db: Database, email: string, passwordHash: string): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values({ email, passwordHash }).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function saveProfile(
  db: Database,
  userId: string,
  profile: { firstName: string; lastName: string; areaOfLand: number; location: [number, number]; language?: Language },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      areaOfLand: profile.areaOfLand,
      latitude: profile.location[0],
      longitude: profile.location[1],
      profileSetup: true,
      ...(profile.language ? { language: profile.language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished while saving the profile`);
  return row;
}

export async function saveLanguage(db: Database, userId: string, language: Language): Promise<UserRow> {
  const [row] = await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} vanished while saving the language`);
  return row;
}

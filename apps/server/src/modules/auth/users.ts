import { isLanguage, isYieldUnit, landUnitIds, type LandUnit, type LandUnitId, type Language, type User, type YieldUnit } from '@farmsight/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { farmerLandUnit } from '../../knowledge';
import { users, type UserRow } from '../../db/schema';

const isLandUnit = (value: string | null): value is LandUnitId => (landUnitIds as readonly (string | null)[]).includes(value);

const locationOf = (row: UserRow): [number, number] | null => (row.latitude !== null && row.longitude !== null ? [row.latitude, row.longitude] : null);

/** The farmer's yield unit from their row; null until chosen (or if the stored word is no longer a unit). */
export const farmerYieldUnit = (row: UserRow): YieldUnit | null => (isYieldUnit(row.yieldUnit) ? row.yieldUnit : null);

/** The farmer's land unit, sized for the state of their farm; null until chosen. */
export const farmerLandUnitOf = (row: UserRow): LandUnit | null => farmerLandUnit(isLandUnit(row.landUnit) ? row.landUnit : null, locationOf(row));

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    location: locationOf(row),
    areaOfLand: row.areaOfLand,
    profileSetup: row.profileSetup,
    language: isLanguage(row.language) ? row.language : null,
    landUnit: farmerLandUnitOf(row),
    yieldUnit: farmerYieldUnit(row),
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
  profile: {
    firstName: string;
    lastName: string;
    areaOfLand: number;
    location: [number, number];
    language?: Language;
    landUnit?: LandUnitId;
    yieldUnit?: YieldUnit;
  },
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
      ...(profile.landUnit ? { landUnit: profile.landUnit } : {}),
      ...(profile.yieldUnit ? { yieldUnit: profile.yieldUnit } : {}),
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

import i18next from 'i18next';

/** A feed date (YYYY-MM-DD, a calendar day) in the farmer's language, read as a local day so it never shifts. */
export const arrivalDate = (iso: string) => i18next.t('market:date', { date: new Date(`${iso}T00:00:00`) });

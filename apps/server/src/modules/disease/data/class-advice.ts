/** What a farmer should know and do for each class the model recognises, in our own words; each names its fact sheet. */
export interface ClassAdvice {
  crop: string;
  /** null for a healthy leaf. */
  disease: string | null;
  symptoms: string;
  management: string[];
  prevention: string[];
  source: string;
}

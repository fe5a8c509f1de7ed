/**
 * Where a farmer in India gets a person on the line besides the Kisan Call Centre (whose number is in the catalogue's
 * sources): the state agriculture department's block and district offices, and the district's Krishi Vigyan Kendra.
 */
import type { AnswerSource } from '@farmsight/contracts';

/** The ICAR portal that lists every district's KVK with its address and phone. */
export const kvkDirectory: { url: string; sources: AnswerSource[] } = {
  url: 'https://kvk.icar.gov.in/',
  sources: [{ title: 'Krishi Vigyan Kendra portal', source: 'Indian Council of Agricultural Research', url: 'https://kvk.icar.gov.in/' }],
};

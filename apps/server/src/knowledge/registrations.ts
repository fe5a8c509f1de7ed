import type { Language } from '@farmsight/contracts';
import { ACRES_PER_HECTARE, LABEL_CAUTION } from './format';
import type { Catalogue } from './load';
import { targetIn } from './pest-names';
import { restrictionOn } from './restrictions';
import { normaliseIngredient } from './resolve';
import type { BannedEntry, Crop, PesticideKind, RegisteredUse } from './schema';

const documentPart: Record<string, string> = {
  'cibrc-mup-insecticides-2026': 'Insecticides',
  'cibrc-mup-fungicides-2026': 'Fungicides',
  'cibrc-mup-bio-insecticides-2026': 'Bio-insecticides',
  'cibrc-mup-bio-fungicides-2026': 'Bio-fungicides',
};

/** The parts of CIB&RC's list in Hindi, for a citation inside a Hindi sentence. */
const documentPartHi: Record<string, string> = {
  'cibrc-mup-insecticides-2026': 'कीटनाशक',
  'cibrc-mup-fungicides-2026': 'फफूंदनाशक',
  'cibrc-mup-bio-insecticides-2026': 'जैविक कीटनाशक',
  'cibrc-mup-bio-fungicides-2026': 'जैविक फफूंदनाशक',
};

/** registrationCitation inside a Hindi sentence: the same page and row, the date DD/MM/YYYY. */
const registrationCitationInHindi = (use: Pick<RegisteredUse, 'source' | 'page' | 'row'>) =>
  `CIB&RC, कीटनाशकों के मुख्य उपयोग (31/03/2026 तक), ${documentPartHi[use.source] ?? use.source}, पृष्ठ ${use.page}, पंक्ति ${use.row}`;

/** 'CIB&RC, Major Uses of Pesticides (as on 31.03.2026), Fungicides, p. 24, row 8': the page the figures were read from. */
export function registrationCitation(use: Pick<RegisteredUse, 'source' | 'page' | 'row'>): string {
  return `CIB&RC, Major Uses of Pesticides (as on 31.03.2026), ${documentPart[use.source] ?? use.source}, p. ${use.page}, row ${use.row}`;
}

/** The label's words on the whole product: what the figures never replace. */
export const REGISTRATION_BASIS = 'national registration (CIB&RC)';

/** A product registered for a crop, with each registered use on it, and what (if anything) bars it there. */
export interface RegisteredProduct {
  product: string;
  ingredients: string[];
  kind: RegisteredUse['kind'];
  uses: RegisteredUse[];
  /** The banned or restricted list's entry that bars it on this crop, if one does. */
  barredBy: BannedEntry | undefined;
}

const usable = (use: RegisteredUse) => use.waitingDays !== null || use.per === 'kg seed';

/**
 * The crop's registered products in India, grouped by product, those with a dose per hectare and a published waiting
 * period first (then seed treatments, then the rest), each checked against the banned and restricted list.
 */
export function registeredProducts(crop: Crop, catalogue: Catalogue): RegisteredProduct[] {
  const byProduct = new Map<string, RegisteredProduct>();
  for (const use of catalogue.registeredUses) {
    if (use.crop !== crop.id) continue;
    const key = use.product.toLowerCase().replace(/\s+/g, ' ');
    const entry = byProduct.get(key);
    if (entry) entry.uses.push(use);
    else {
      byProduct.set(key, {
        product: use.product,
        ingredients: use.ingredients,
        kind: use.kind,
        uses: [use],
        barredBy: restrictionOn(use.ingredients, crop, catalogue.banned, { product: use.product, per: use.per }),
      });
    }
  }
  const rank = (entry: RegisteredProduct) => (entry.uses.some((use) => use.per === 'ha' && use.waitingDays !== null) ? 0 : entry.uses.some(usable) ? 1 : 2);
  return [...byProduct.values()].sort((a, b) => rank(a) - rank(b) || a.product.localeCompare(b.product));
}

const figure = (value: number) => (value >= 100 ? Math.round(value) : value >= 10 ? Math.round(value * 10) / 10 : Math.round(value * 100) / 100);
const span = ([low, high]: readonly [number, number]) => (low === high ? `${figure(low)}` : `${figure(low)}-${figure(high)}`);
export const perAcre = (perHectare: readonly [number, number]): [number, number] => [
  figure(perHectare[0] / ACRES_PER_HECTARE),
  figure(perHectare[1] / ACRES_PER_HECTARE),
];

/**
 * One registered use in words, as the official table gives it: 'Propiconazole 25% EC against yellow rust: 500 ml per
 * ha (202 ml per acre), 125 g a.i. per ha; spray water as on the label; wait 30 days before harvest.' (or in Hindi, the
 * target named from `hindiNames`, the catalogue's pest-name glossary, where it holds every word of it).
 */
export function describeRegisteredUse(use: RegisteredUse, language: Language = 'en', hindiNames: Record<string, string> = {}): string {
  const product = span(use.productAmount);
  const active = span(use.activeGrams);
  if (language === 'hi') {
    const dose =
      use.per === 'ha'
        ? `${product} ${use.unit} प्रति हेक्टेयर (${span(perAcre(use.productAmount))} ${use.unit} प्रति एकड़), ${active} ग्राम सक्रिय तत्व प्रति हेक्टेयर; छिड़काव का पानी लेबल के अनुसार`
        : `${product} ${use.unit} प्रति किलो बीज (${active} ग्राम सक्रिय तत्व)`;
    const wait =
      use.waitingDays !== null
        ? `आख़िरी छिड़काव और कटाई के बीच ${use.waitingDays} दिन रुकें`
        : use.per === 'kg seed'
          ? 'बीज उपचार है, इसलिए प्रतीक्षा अवधि लागू नहीं'
          : 'पंजीकरण में प्रतीक्षा अवधि नहीं छपी है, लेबल वाली मानें';
    return `${use.product} (${targetIn(use.target, language, hindiNames).text}): ${dose}; ${wait}। लेबल पढ़ें, छिड़काव के समय दस्ताने और मास्क पहनें। (${registrationCitationInHindi(use)})`;
  }
  const dose =
    use.per === 'ha'
      ? `${product} ${use.unit} per ha (${span(perAcre(use.productAmount))} ${use.unit} per acre), ${active} g a.i. per ha; spray water as on the label`
      : `${product} ${use.unit} per kg of seed (${active} g a.i.)`;
  const wait =
    use.waitingDays !== null
      ? `wait ${use.waitingDays} days between the last spray and harvest`
      : use.per === 'kg seed'
        ? 'a seed treatment, so no waiting period applies'
        : 'no waiting period is printed in the registration, so keep the one on the label';
  return `${use.product} against ${use.target.toLowerCase()}: ${dose}; ${wait}. ${LABEL_CAUTION}. (${registrationCitation(use)})`;
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The crop's registered uses against a pest or disease known by any of `names` ('Yellow rust', 'Brown planthopper'),
 * matched on the letters of the name in CIB&RC's target cell ('Stripe rust /Yellow Rust', 'Brown plant hopper'), less
 * those barred on the crop; sprays with a dose per hectare and a waiting period first.
 */
export function registeredAgainst(crop: Crop, names: readonly string[], catalogue: Catalogue): RegisteredUse[] {
  const keys = names.map(letters).filter((key) => key.length >= 5);
  return registeredProducts(crop, catalogue)
    .filter((entry) => !entry.barredBy)
    .flatMap((entry) => entry.uses)
    .filter((use) => keys.some((key) => letters(use.target).includes(key)))
    .sort((a, b) => Number(b.per === 'ha' && b.waitingDays !== null) - Number(a.per === 'ha' && a.waitingDays !== null));
}

/** What kind of product a listed ingredient is: as the list says, else as its registrations say. */
export function ingredientKind(entry: BannedEntry, catalogue: Catalogue): PesticideKind {
  if (entry.kind) return entry.kind;
  const key = normaliseIngredient(entry.ai);
  return catalogue.registeredUses.find((use) => use.ingredients.length === 1 && normaliseIngredient(use.ingredients[0]!) === key)?.kind ?? 'insecticide';
}

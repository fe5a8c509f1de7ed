import { ACRES_PER_HECTARE, LABEL_CAUTION } from './format';
import type { Catalogue } from './load';
import { restrictionOn } from './restrictions';
import { normaliseIngredient } from './resolve';
import type { BannedEntry, Crop, PesticideKind, RegisteredUse } from './schema';

const documentPart: Record<string, string> = {
  'cibrc-mup-insecticides-2026': 'Insecticides',
  'cibrc-mup-fungicides-2026': 'Fungicides',
  'cibrc-mup-bio-insecticides-2026': 'Bio-insecticides',
  'cibrc-mup-bio-fungicides-2026': 'Bio-fungicides',
};

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
 * ha (202 ml per acre), 125 g a.i. per ha; spray water as on the label; wait 30 days before harvest.'
 */
export function describeRegisteredUse(use: RegisteredUse): string {
  const dose =
    use.per === 'ha'
      ? `${span(use.productAmount)} ${use.unit} per ha (${span(perAcre(use.productAmount))} ${use.unit} per acre), ${span(use.activeGrams)} g a.i. per ha; spray water as on the label`
      : `${span(use.productAmount)} ${use.unit} per kg of seed (${span(use.activeGrams)} g a.i.)`;
  const wait =
    use.waitingDays !== null
      ? `wait ${use.waitingDays} days between the last spray and harvest`
      : use.per === 'kg seed'
        ? 'a seed treatment, so no waiting period applies'
        : 'no waiting period is printed in the registration, so keep the one on the label';
  return `${use.product} against ${use.target.toLowerCase()}: ${dose}; ${wait}. ${LABEL_CAUTION}. (${registrationCitation(use)})`;
}

/** What kind of product a listed ingredient is: as the list says, else as its registrations say. */
export function ingredientKind(entry: BannedEntry, catalogue: Catalogue): PesticideKind {
  if (entry.kind) return entry.kind;
  const key = normaliseIngredient(entry.ai);
  return catalogue.registeredUses.find((use) => use.ingredients.length === 1 && normaliseIngredient(use.ingredients[0]!) === key)?.kind ?? 'insecticide';
}

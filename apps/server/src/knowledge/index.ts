import { knowledgeDataDir } from '../paths';
import { loadCatalogue, type Catalogue } from './load';
import { CropResolver } from './resolve';

export { KnowledgeError, loadCatalogue, type Catalogue } from './load';
export { CropResolver, normaliseName, type CropMention } from './resolve';
export type { Chemical, Crop, Practice, PracticeTopic, Source, StateInfo } from './schema';

let loaded: { catalogue: Catalogue; resolver: CropResolver } | undefined;

/** The one crop catalogue, read and validated once (a bad file throws a KnowledgeError naming file and field). */
export function knowledge(): { catalogue: Catalogue; resolver: CropResolver } {
  if (!loaded) {
    const catalogue = loadCatalogue(knowledgeDataDir);
    loaded = { catalogue, resolver: new CropResolver(catalogue.crops) };
  }
  return loaded;
}

import { servicePrefixes } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import contactRoutes from './contact';
import growthRoutes, { savedCropsRoutes } from './growth';
import { routeModules } from './index';

describe('the module list', () => {
  it('mounts every module at a service prefix (health at /api), never at the root to reach another prefix itself', () => {
    const prefixes = new Set<string>(['/api', ...Object.values(servicePrefixes)]);
    expect(routeModules.filter(({ prefix }) => !prefixes.has(prefix))).toEqual([]);
  });

  it("lists the spec's two URLs under the auth prefix with the modules that own them", () => {
    const prefixOf = (plugin: unknown) => routeModules.filter((entry) => entry.plugin === plugin).map(({ prefix }) => prefix);
    expect(prefixOf(contactRoutes)).toEqual([servicePrefixes.auth]);
    expect(prefixOf(savedCropsRoutes)).toEqual([servicePrefixes.auth]);
    expect(prefixOf(growthRoutes)).toEqual([servicePrefixes.growth]);
  });
});

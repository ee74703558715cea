/**
 * The stores' assemblies follow the module list (api/modules/stores.ts): each entry is a module of
 * api/modules/index.ts, both assemblies name the same modules in the same order, and no two
 * modules give a store of the same name (one would hide the other in ApiDeps).
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '../test/clock';
import { apiModules } from './index';
import { createMemoryStores, memoryModuleStores } from './memory-stores';
import { sqlModuleStores } from './sql-stores.server';
import { memoryOutbox } from '../platform/memory/outbox';

describe('the stores of the modules', () => {
  it('are kept by modules of the list, the same ones in both assemblies', () => {
    const names = apiModules.map((module) => module.name);
    const memory = Object.keys(memoryModuleStores);
    expect(memory.filter((name) => !names.includes(name))).toEqual([]);
    expect(Object.keys(sqlModuleStores)).toEqual(memory);
  });

  it('give each store its own name', () => {
    const stores = createMemoryStores(testClock);
    const given = Object.values(memoryModuleStores).flatMap((make) =>
      Object.keys(make({ seededAt: testClock(), auth: stores.auth, outbox: memoryOutbox() })),
    );
    expect(new Set(given).size).toBe(given.length);
    // the platform's outbox beside them, under a name no module gives
    expect(given).not.toContain('outbox');
    expect(Object.keys(stores).sort()).toEqual([...given, 'outbox'].sort());
  });
});

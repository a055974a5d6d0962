import type { ResourceDefinition } from './define.js';

/** Every declared resource, by plural name. */
export class ResourceRegistry {
  private readonly byPlural = new Map<string, ResourceDefinition>();

  constructor(definitions: readonly ResourceDefinition[]) {
    for (const def of definitions) {
      if (this.byPlural.has(def.plural)) throw new Error(`Resource ${def.plural} is declared twice`);
      this.byPlural.set(def.plural, def);
    }
    for (const def of definitions) {
      for (const [key, spec] of Object.entries(def.fields)) {
        if (spec.target && !this.byPlural.has(spec.target)) {
          throw new Error(`${def.plural}.${key} references ${spec.target}, which is not declared`);
        }
      }
    }
  }

  get(plural: string): ResourceDefinition | undefined {
    return this.byPlural.get(plural);
  }

  require(plural: string): ResourceDefinition {
    const def = this.byPlural.get(plural);
    if (!def) throw new Error(`No resource ${plural}`);
    return def;
  }

  all(): ResourceDefinition[] {
    return [...this.byPlural.values()];
  }
}

import { ERROR_CATALOG } from '../errors/catalog.js';
import type { ResourceRegistry } from '../kernel/registry.js';
import { RESOURCE_FAMILIES } from '../tenancy/permissions.js';
import { timeZones } from '../time/zones.js';
import { US_STATES } from './us-states.js';

export interface CollectionItem {
  value: string;
  label: string;
}

/**
 * Every enumeration the API uses, served by GET /collections/:type: time
 * zones, US states, permission families, error codes, and each enum field of
 * each resource as `<resource>.<field>` (and as `<field>` where that name means
 * one set of values across the API).
 */
export function collections(registry: ResourceRegistry): Map<string, CollectionItem[]> {
  const out = new Map<string, CollectionItem[]>();
  const same = (values: readonly string[]) => values.map((v) => ({ value: v, label: humanize(v) }));
  out.set(
    'time_zone',
    timeZones().map((z) => ({ value: z, label: z })),
  );
  const states = US_STATES.map((s) => ({ value: s.code, label: s.name }));
  out.set('us_state', states);
  out.set('state', states);
  out.set('resource_family', same(RESOURCE_FAMILIES));
  out.set('error_code', same(Object.keys(ERROR_CATALOG)));
  out.set('order_dir', same(['desc', 'asc']));

  const byField = new Map<string, Set<string>>();
  for (const def of registry.all()) {
    for (const [name, spec] of Object.entries(def.fields)) {
      if (spec.type !== 'enum' || !spec.values) continue;
      out.set(`${def.plural}.${name}`, same(spec.values));
      const key = spec.values.join('\u0000');
      if (!byField.has(name)) byField.set(name, new Set());
      byField.get(name)!.add(key);
    }
  }
  for (const [name, variants] of byField) {
    if (variants.size === 1 && !out.has(name)) {
      out.set(name, same([...variants][0]!.split('\u0000')));
    }
  }
  return out;
}

function humanize(v: string): string {
  const s = v.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

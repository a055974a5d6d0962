/**
 * The OpenAPI document split per tag (one resource or endpoint group each): the
 * whole document is about 4 MB and took Scalar 14–23 s to render on a busy
 * 2-core machine; one tag's share renders in about a second. Each part keeps the
 * document's head and only the component schemas its operations reach.
 */
type Json = Record<string, unknown>;

/** The tags of the document's operations, in the document's order. */
export function openApiTags(doc: Json): string[] {
  const tags = new Set<string>();
  for (const item of Object.values(doc.paths as Record<string, Json>)) {
    for (const op of Object.values(item) as Json[]) for (const t of (op.tags as string[]) ?? []) tags.add(t);
  }
  return [...tags];
}

/** The document cut down to one tag's operations and the schemas they refer to, directly or not; null for no such tag. */
export function openApiForTag(doc: Json, tag: string): Json | null {
  const paths: Record<string, Json> = {};
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    const ops = Object.entries(item).filter(([, op]) =>
      ((op as Json).tags as string[] | undefined)?.includes(tag),
    );
    if (ops.length) paths[path] = Object.fromEntries(ops);
  }
  if (Object.keys(paths).length === 0) return null;
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  const schemas = components.schemas ?? {};
  const kept: Record<string, unknown> = {};
  const reach = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) reach(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const name =
        key === '$ref' && typeof inner === 'string'
          ? /^#\/components\/schemas\/(.+)$/.exec(inner)?.[1]
          : undefined;
      if (name !== undefined) {
        if (!(name in kept) && name in schemas) {
          kept[name] = schemas[name];
          reach(schemas[name]);
        }
      } else reach(inner);
    }
  };
  reach(paths);
  return { ...doc, paths, components: { ...components, schemas: kept } };
}

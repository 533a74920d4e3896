/** A foreign key: rows of `child` refer to rows of `parent`. */
export interface ForeignKey {
  child: string;
  parent: string;
}

/**
 * The tables in an order where every table comes after the tables it refers to (a table referring
 * to itself is left to the row order). A cycle between tables cannot be loaded row by row with the
 * constraints on; it is refused with the tables named.
 */
export function orderByForeignKeys(tables: string[], keys: ForeignKey[]): string[] {
  const known = new Set(tables);
  const parentsOf = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const key of keys) {
    if (key.child === key.parent || !known.has(key.child) || !known.has(key.parent)) continue;
    parentsOf.get(key.child)?.add(key.parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  // Alphabetical within each round keeps the order stable from run to run.
  let remaining = [...tables].sort();
  while (remaining.length > 0) {
    const ready = remaining.filter((t) => [...(parentsOf.get(t) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error(`Tabel saling merujuk (siklus foreign key): ${remaining.join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
    remaining = remaining.filter((t) => !placed.has(t));
  }
  return ordered;
}

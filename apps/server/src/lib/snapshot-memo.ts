/**
 * Results computed from an immutable snapshot (the catalogue as read), kept per snapshot: a new
 * snapshot (an edit reloaded it) starts afresh and the old one's results go with it. Each snapshot
 * keeps at most `maxEntries`, least recently used first out, whatever the variety of keys asked for.
 */
export function snapshotMemo<S extends object, V>(maxEntries: number) {
  const bySnapshot = new WeakMap<S, Map<string, V>>();
  return (snapshot: S, key: string, compute: () => V): V => {
    let entries = bySnapshot.get(snapshot);
    if (!entries) {
      entries = new Map();
      bySnapshot.set(snapshot, entries);
    }
    const cached = entries.get(key);
    if (cached !== undefined) {
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const value = compute();
    entries.set(key, value);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}

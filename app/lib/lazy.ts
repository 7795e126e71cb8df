/**
 * A value made on its first use and kept. For the Intl objects of a module browsers load: the
 * first Intl object a page makes loads its locale's data (10-25 ms on a phone), and made at a
 * module's top level it falls into the one task that evaluates all of the page's modules, whether
 * or not the page ever uses it (decision 043).
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/**
 * One seeded dictionary term: the term, its English original (empty when the
 * Turkish word is the one used), a one-line definition, a longer explanation for
 * newcomers, an example, and the slugs of related terms.
 */
export type SeedTerm = readonly [
  term: string,
  english: string,
  short: string,
  explanation: string,
  example: string,
  related: readonly string[],
];

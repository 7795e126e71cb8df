// Apart from the research schema so that a page linking to research pages does not carry zod
// into the browser (a schema module's top-level zod calls survive tree-shaking).

/** The address of a coin's research page: `/crypto-research/btc`. */
export function researchPath(symbol: string): string {
  return `/crypto-research/${symbol.toLowerCase()}`;
}

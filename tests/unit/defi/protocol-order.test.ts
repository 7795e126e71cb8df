import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER, parseProtocolOrder, sortHref, sortProtocols, type DefiProtocol } from "~/lib/defi/tvl";

// The DeFi page's protocol order, pure (the source and the loader are in defi-source.test.ts).

describe("sorting the protocols", () => {
  const rows: DefiProtocol[] = [
    { name: "Beta", slug: "b", chain: "Solana", category: "Dexs", tvl: 2, change1d: null, change7d: 5 },
    { name: "alfa", slug: "a", chain: "Ethereum", category: "Lending", tvl: 3, change1d: -1, change7d: null },
    { name: "Çarşı", slug: "c", chain: "Base", category: "Yield", tvl: 1, change1d: 4, change7d: -2 },
  ];
  const names = (list: DefiProtocol[]) => list.map((p) => p.name);

  it("reads the order from the URL, with each column's natural direction by default", () => {
    expect(parseProtocolOrder(new URLSearchParams(""))).toEqual({ order: DEFAULT_ORDER, error: null });
    expect(parseProtocolOrder(new URLSearchParams("sort=name")).order).toEqual({ sort: "name", dir: "asc" });
    expect(parseProtocolOrder(new URLSearchParams("sort=change7d&dir=asc")).order).toEqual({ sort: "change7d", dir: "asc" });
  });

  it("reports an unknown column or direction in Turkish and falls back to TVL", () => {
    expect(parseProtocolOrder(new URLSearchParams("sort=apy"))).toEqual({
      order: DEFAULT_ORDER,
      error: expect.stringMatching(/Bilinmeyen sıralama/),
    });
    expect(parseProtocolOrder(new URLSearchParams("sort=tvl&dir=up")).error).toMatch(/asc/);
  });

  it("sorts by figures and by Turkish alphabetical order, missing changes last either way", () => {
    expect(names(sortProtocols(rows, { sort: "tvl", dir: "desc" }))).toEqual(["alfa", "Beta", "Çarşı"]);
    expect(names(sortProtocols(rows, { sort: "name", dir: "asc" }))).toEqual(["alfa", "Beta", "Çarşı"]);
    expect(names(sortProtocols(rows, { sort: "chain", dir: "asc" }))).toEqual(["Çarşı", "alfa", "Beta"]);
    expect(names(sortProtocols(rows, { sort: "change1d", dir: "desc" }))).toEqual(["Çarşı", "alfa", "Beta"]);
    expect(names(sortProtocols(rows, { sort: "change1d", dir: "asc" }))).toEqual(["alfa", "Çarşı", "Beta"]);
    expect(names(sortProtocols(rows, { sort: "change7d", dir: "asc" }))).toEqual(["Çarşı", "Beta", "alfa"]);
  });

  it("sorts by category, breaks ties by TVL, and keeps two missing changes in TVL order", () => {
    expect(names(sortProtocols(rows, { sort: "category", dir: "asc" }))).toEqual(["Beta", "alfa", "Çarşı"]);
    expect(names(sortProtocols(rows, { sort: "name", dir: "desc" }))).toEqual(["Çarşı", "Beta", "alfa"]);
    const tied = rows.map((row) => ({ ...row, chain: "Ethereum", change1d: 1 }));
    expect(names(sortProtocols(tied, { sort: "chain", dir: "asc" }))).toEqual(["alfa", "Beta", "Çarşı"]);
    expect(names(sortProtocols(tied, { sort: "change1d", dir: "asc" }))).toEqual(["alfa", "Beta", "Çarşı"]);
    const missing = rows.map((row) => ({ ...row, change7d: null }));
    expect(names(sortProtocols(missing, { sort: "change7d", dir: "asc" }))).toEqual(["alfa", "Beta", "Çarşı"]);
    expect(names(sortProtocols(rows, { sort: "tvl", dir: "asc" }))).toEqual(["Çarşı", "Beta", "alfa"]);
  });

  it("reads an explicit direction on a text column, and a known column with an unknown direction falls back whole", () => {
    expect(parseProtocolOrder(new URLSearchParams("sort=name&dir=desc"))).toEqual({ order: { sort: "name", dir: "desc" }, error: null });
    expect(parseProtocolOrder(new URLSearchParams("dir=asc"))).toEqual({ order: { sort: "tvl", dir: "asc" }, error: null });
    expect(parseProtocolOrder(new URLSearchParams("sort=category")).order).toEqual({ sort: "category", dir: "asc" });
    expect(parseProtocolOrder(new URLSearchParams("sort=chain")).order).toEqual({ sort: "chain", dir: "asc" });
    expect(parseProtocolOrder(new URLSearchParams("sort=change1d")).order).toEqual({ sort: "change1d", dir: "desc" });
    expect(parseProtocolOrder(new URLSearchParams("sort=name&dir=down"))).toEqual({
      order: DEFAULT_ORDER,
      error: "Sıralama yönü 'asc' ya da 'desc' olmalıdır; liste TVL'ye göre sıralandı.",
    });
  });

  it("links a column header: the same column flips the direction, another takes its natural one", () => {
    expect(sortHref({ sort: "tvl", dir: "desc" }, "tvl")).toBe("?sort=tvl&dir=asc#protocols");
    expect(sortHref({ sort: "tvl", dir: "asc" }, "tvl")).toBe("?sort=tvl&dir=desc#protocols");
    expect(sortHref({ sort: "tvl", dir: "desc" }, "name")).toBe("?sort=name&dir=asc#protocols");
    expect(sortHref({ sort: "name", dir: "asc" }, "change7d")).toBe("?sort=change7d&dir=desc#protocols");
  });
});

import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { MAX_WATCHLIST_COINS, MAX_WATCHLISTS } from "~/lib/watchlists/limits";
import { createWatchlistSchema, updateWatchlistSchema } from "~/lib/watchlists/schema";
import {
  addToWatchlist,
  createWatchlist,
  deleteWatchlist,
  getWatchlist,
  listFavouriteSymbols,
  listWatchlists,
  removeFromWatchlist,
  toggleFavourite,
  updateWatchlist,
  watchlistsForExport,
} from "~/models/watchlists.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const AHMET = 2;
const AYSE = 3;
const market = new Set(["BTCUSDT", "ETHUSDT", "SOLUSDT", "BNBUSDT"]);

async function newList(userId: number, name: string) {
  const result = await createWatchlist(userId, name);
  if (!result.ok) throw new Error(result.message);
  return result.value.id;
}

/** Fills a list to `count` coins straight in the database, as if added one by one. */
async function fill(listId: number, count: number) {
  const values = Array.from({ length: count }, (_, n) => ({ watchlist_id: listId, symbol: `C${n}USDT` }));
  await db().insertInto("watchlist_items").values(values).execute();
}

describe("the schema", () => {
  it("takes a trimmed name of 1 to 40 characters and refuses empty, long and invisible ones in Turkish", () => {
    expect(createWatchlistSchema.parse({ name: "  Uzun vade  " })).toEqual({ name: "Uzun vade" });
    expect(createWatchlistSchema.safeParse({ name: "ş".repeat(40) }).success).toBe(true);
    const message = (name: unknown) => createWatchlistSchema.safeParse({ name }).error?.issues[0]?.message;
    expect(message("   ")).toBe("Liste adı gereklidir.");
    expect(message(undefined)).toBe("Liste adı gereklidir.");
    expect(message("x".repeat(41))).toBe("Liste adı en fazla 40 karakter olabilir.");
    expect(message("a\u0000b")).toBe("Liste adı görünmeyen karakterler içeremez.");
    expect(message("a\u202eb")).toBe("Liste adı görünmeyen karakterler içeremez.");
  });

  it("reads symbols in any case and asks for a name or symbols on update", () => {
    expect(updateWatchlistSchema.parse({ symbols: ["btcusdt"] })).toEqual({ symbols: ["BTCUSDT"] });
    expect(updateWatchlistSchema.safeParse({}).error?.issues[0]?.message).toBe("name veya symbols gönderin.");
    expect(updateWatchlistSchema.safeParse({ symbols: ["BTC/USDT"] }).error?.issues[0]?.message).toBe("Geçersiz coin sembolü.");
    const tooMany = Array.from({ length: MAX_WATCHLIST_COINS + 1 }, (_, n) => `C${n}USDT`);
    expect(updateWatchlistSchema.safeParse({ symbols: tooMany }).error?.issues[0]?.message).toBe("Bir listede en fazla 200 coin olabilir.");
  });
});

describe("watchlists", () => {
  it("gives every user one default list 'Favorilerim', however often it is asked for", async () => {
    await listWatchlists(AHMET);
    const lists = await listWatchlists(AHMET);
    expect(lists).toEqual([{ id: expect.any(Number), name: "Favorilerim", isDefault: true, symbols: [] }]);
    expect((await listWatchlists(AYSE))[0]!.id).not.toBe(lists[0]!.id);
  });

  it("refuses a name the user already has and a list past the limit of 20", async () => {
    await newList(AHMET, "Uzun vade");
    expect(await createWatchlist(AHMET, "Uzun vade")).toEqual({ ok: false, message: "Bu adda bir listeniz zaten var." });
    expect(await createWatchlist(AHMET, "Favorilerim")).toEqual({ ok: false, message: "Bu adda bir listeniz zaten var." });
    // Another user may use the same name.
    expect((await createWatchlist(AYSE, "Uzun vade")).ok).toBe(true);
    for (let n = 2; n < MAX_WATCHLISTS; n++) await newList(AHMET, `Liste ${n}`);
    expect(await listWatchlists(AHMET)).toHaveLength(MAX_WATCHLISTS);
    expect(await createWatchlist(AHMET, "Bir tane daha")).toEqual({ ok: false, message: "En fazla 20 izleme listesi oluşturabilirsiniz." });
  });

  it("adds coins of the market only, once each, up to 200, and removes them", async () => {
    const id = await newList(AHMET, "Altcoinler");
    expect(await addToWatchlist(AHMET, id, "SOLUSDT", market)).toEqual({ ok: true, value: null });
    expect(await addToWatchlist(AHMET, id, "SOLUSDT", market)).toEqual({ ok: false, message: "SOLUSDT zaten bu listede." });
    expect(await addToWatchlist(AHMET, id, "NOPEUSDT", market)).toEqual({ ok: false, message: "NOPEUSDT piyasa verilerinde bulunamadı." });
    await fill(id, MAX_WATCHLIST_COINS - 1);
    expect(await addToWatchlist(AHMET, id, "BTCUSDT", market)).toEqual({ ok: false, message: "Bir listede en fazla 200 coin olabilir." });
    expect(await removeFromWatchlist(AHMET, id, "SOLUSDT")).toBe(true);
    expect(await addToWatchlist(AHMET, id, "BTCUSDT", market)).toEqual({ ok: true, value: null });
    expect((await getWatchlist(AHMET, id))!.symbols).toHaveLength(MAX_WATCHLIST_COINS);
  });

  it("replaces a list's coins in the order sent, keeping a coin that has left the market only if it was there", async () => {
    const id = await newList(AHMET, "Seçki");
    await db().insertInto("watchlist_items").values({ watchlist_id: id, symbol: "GONEUSDT" }).execute();
    const result = await updateWatchlist(AHMET, id, { name: "Seçkim", symbols: ["SOLUSDT", "BTCUSDT", "GONEUSDT", "SOLUSDT"] }, market);
    expect(result).toEqual({ ok: true, value: { id, name: "Seçkim", isDefault: false, symbols: ["GONEUSDT", "SOLUSDT", "BTCUSDT"] } });
    expect(await updateWatchlist(AHMET, id, { symbols: ["BTCUSDT", "NEWUSDT"] }, market)).toEqual({
      ok: false,
      message: "NEWUSDT piyasa verilerinde bulunamadı.",
    });
    // A refused update changes nothing, the name included.
    expect(await updateWatchlist(AHMET, id, { name: "Başka", symbols: ["NEWUSDT"] }, market)).toMatchObject({ ok: false });
    expect(await getWatchlist(AHMET, id)).toMatchObject({ name: "Seçkim", symbols: ["GONEUSDT", "SOLUSDT", "BTCUSDT"] });
    expect(await updateWatchlist(AHMET, id, { symbols: [] }, market)).toMatchObject({ ok: true, value: { symbols: [] } });
  });

  it("never deletes the default list, and never reaches another user's list", async () => {
    const [favourites] = await listWatchlists(AHMET);
    expect(await deleteWatchlist(AHMET, favourites!.id)).toEqual({ ok: false, message: "Varsayılan liste silinemez." });
    const hers = await newList(AYSE, "Ayşe'nin listesi");
    expect(await getWatchlist(AHMET, hers)).toBeUndefined();
    const gone = { ok: false, notFound: true, message: "İzleme listesi bulunamadı." };
    expect(await deleteWatchlist(AHMET, hers)).toEqual(gone);
    expect(await updateWatchlist(AHMET, hers, { name: "Benim" }, market)).toEqual(gone);
    expect(await addToWatchlist(AHMET, hers, "BTCUSDT", market)).toEqual(gone);
    expect(await removeFromWatchlist(AHMET, hers, "BTCUSDT")).toBe(false);
    expect(await getWatchlist(AYSE, hers)).toMatchObject({ name: "Ayşe'nin listesi" });
    expect(await deleteWatchlist(AYSE, hers)).toEqual({ ok: true, value: null });
  });
});

describe("the analysis page's star", () => {
  it("adds to and removes from the default list only, and says when the list is full", async () => {
    const other = await newList(AHMET, "Diğer");
    await addToWatchlist(AHMET, other, "ETHUSDT", market);
    expect(await toggleFavourite(AHMET, "BTCUSDT")).toBe("added");
    expect(await toggleFavourite(AHMET, "BNBUSDT")).toBe("added");
    expect(await listFavouriteSymbols(AHMET)).toEqual(["BNBUSDT", "BTCUSDT"]);
    expect((await listWatchlists(AHMET)).map((list) => [list.name, list.symbols])).toEqual([
      ["Favorilerim", ["BTCUSDT", "BNBUSDT"]],
      ["Diğer", ["ETHUSDT"]],
    ]);
    expect(await toggleFavourite(AHMET, "BTCUSDT")).toBe("removed");
    expect(await listFavouriteSymbols(AHMET)).toEqual(["BNBUSDT"]);
    expect(await listFavouriteSymbols(AYSE)).toEqual([]);

    const [favourites] = await listWatchlists(AHMET);
    await fill(favourites!.id, MAX_WATCHLIST_COINS - 1);
    expect(await toggleFavourite(AHMET, "SOLUSDT")).toBe("full");
    // Unstarring still works on a full list.
    expect(await toggleFavourite(AHMET, "BNBUSDT")).toBe("removed");
  });

  it("sets the state the star asks for: the same click sent twice counts once", async () => {
    expect(await toggleFavourite(AHMET, "BTCUSDT", true)).toBe("added");
    expect(await toggleFavourite(AHMET, "BTCUSDT", true)).toBe("added");
    expect(await listFavouriteSymbols(AHMET)).toEqual(["BTCUSDT"]);
    expect(await toggleFavourite(AHMET, "BTCUSDT", false)).toBe("removed");
    expect(await toggleFavourite(AHMET, "BTCUSDT", false)).toBe("removed");
    expect(await listFavouriteSymbols(AHMET)).toEqual([]);
  });
});

describe("the account export", () => {
  it("holds the user's own lists with their coins and dates, and nothing of anyone else", async () => {
    await toggleFavourite(AHMET, "BTCUSDT");
    const id = await newList(AHMET, "Uzun vade");
    await addToWatchlist(AHMET, id, "ETHUSDT", market);
    await toggleFavourite(AYSE, "SOLUSDT");
    const exported = await watchlistsForExport(AHMET);
    expect(exported).toEqual([
      {
        name: "Favorilerim",
        isDefault: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        coins: [{ symbol: "BTCUSDT", addedAt: expect.any(String) }],
      },
      {
        name: "Uzun vade",
        isDefault: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        coins: [{ symbol: "ETHUSDT", addedAt: expect.any(String) }],
      },
    ]);
    expect(JSON.stringify(exported)).not.toContain("SOLUSDT");
  });
});

import { describe, expect, it } from "vitest";
import { confirmationsOf, expiredNotice, reachedNotice, shortTxid } from "~/lib/chain/tx-watch";

// The transaction watch's counts and notices, pure (the watches themselves are in tx-watches.test.ts).
const TXID = "7e17e1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4ce17e";

describe("a watched transaction", () => {
  it("counts its own block as the first confirmation, and none before it is mined", () => {
    expect(confirmationsOf(null, 900_000)).toBe(0);
    expect(confirmationsOf(900_000, 900_000)).toBe(1);
    expect(confirmationsOf(899_998, 900_000)).toBe(3);
    // A tip behind the block (another node's view) still counts the block.
    expect(confirmationsOf(900_001, 900_000)).toBe(1);
  });

  it("names the transaction by its first ten and last six characters in the notices", () => {
    expect(shortTxid(TXID)).toBe("7e17e1a2b3…4ce17e");
    expect(shortTxid("0123456789abcdef")).toBe("0123456789abcdef");
    expect(shortTxid("0123456789abcdefg")).toBe("0123456789…bcdefg");
    expect(reachedNotice("btc", TXID, 3, 4)).toEqual({
      title: "Bitcoin işleminiz 3 onaya ulaştı",
      message: "7e17e1a2b3…4ce17e işlemi şu an 4 onaylı (istediğiniz: 3).",
    });
    expect(expiredNotice("eth", TXID, 12, 5)).toEqual({
      title: "Ethereum işlemi izlemesi sona erdi",
      message: "7e17e1a2b3…4ce17e işlemi 7 gün içinde 12 onaya ulaşmadı (son görülen: 5); izleme durduruldu.",
    });
    expect(expiredNotice("btc", TXID, 3, null).message).toContain("(son görülen: bilinmiyor)");
  });
});

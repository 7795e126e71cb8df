import { decryptSecret, encryptSecret, maskSecret } from "~/server/crypto.server";
import { db } from "~/server/db.server";
import type { NftFormat, NftSourceInput } from "~/lib/nft/source";
import { NFT_FORMATS } from "~/lib/nft/source";
import { recordActivity } from "./activity.server";
import { forgetSourceAnswers } from "./source-snapshots.server";
import type { User } from "./users.server";
import { refused, type Refusal } from "./refusal.server";

/** What an admin may see of the NFT source: the key only as its last four characters. */
export interface AdminNftSource {
  format: NftFormat;
  base_url: string;
  api_key: string;
  has_key: boolean;
  configured: boolean;
  updated_at: string;
}

/** What the service needs to ask the source, with the key decrypted; never sent to a browser. */
export interface NftSourceRuntime {
  format: NftFormat;
  baseUrl: string;
  apiKey: string | null;
  /** Changes with every save, so answers and failures of older settings are not reused. */
  version: string;
}

async function readRow() {
  const row = await db().selectFrom("nft_source").selectAll().where("id", "=", 1).executeTakeFirst();
  const format = row && row.format in NFT_FORMATS ? (row.format as NftFormat) : "coingecko";
  return { format, base_url: row?.base_url ?? "", api_key_encrypted: row?.api_key_encrypted ?? null, updated_at: row?.updated_at ?? "" };
}

export async function getAdminNftSource(): Promise<AdminNftSource> {
  const row = await readRow();
  const key = row.api_key_encrypted ? decryptSecret(row.api_key_encrypted) : null;
  return {
    format: row.format,
    base_url: row.base_url,
    api_key: key ? maskSecret(key) : "",
    has_key: Boolean(key),
    configured: row.base_url !== "",
    updated_at: row.updated_at,
  };
}

/** The source to ask, or undefined while no address is set. A key sealed under an older secret counts as none. */
export async function getNftSourceRuntime(): Promise<NftSourceRuntime | undefined> {
  const row = await readRow();
  if (!row.base_url) return undefined;
  return {
    format: row.format,
    baseUrl: row.base_url,
    apiKey: row.api_key_encrypted ? decryptSecret(row.api_key_encrypted) : null,
    version: row.updated_at,
  };
}

/** The stored key goes only to the address it was saved with; a new address needs the key typed again. */
export const NFT_KEY_FOR_NEW_URL_MESSAGE = "Kaynak adresini değiştirdiğinizde API anahtarını yeniden girmelisiniz.";

const normalise = (url: string) => url.trim().replace(/\/+$/, "");

/** Saves the source; refuses (on the key's field) a changed address while a stored key is kept. */
export async function saveNftSource(input: NftSourceInput, admin: User): Promise<{ ok: true } | Refusal<"api_key">> {
  const stored = await readRow();
  const typedKey = input.api_key?.trim() ?? "";
  const baseUrl = normalise(input.base_url);
  if (!typedKey && stored.api_key_encrypted && baseUrl !== normalise(stored.base_url)) {
    return refused(NFT_KEY_FOR_NEW_URL_MESSAGE, "api_key");
  }
  const values = {
    format: input.format,
    base_url: baseUrl,
    updated_at: new Date().toISOString(),
    ...(typedKey ? { api_key_encrypted: encryptSecret(typedKey) } : {}),
  };
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("nft_source")
        .values({ id: 1, api_key_encrypted: null, ...values })
        .onConflict((oc) => oc.column("id").doUpdateSet(values))
        .execute();
      await recordActivity(
        {
          action: "nft.source",
          title: "NFT veri kaynağı güncellendi",
          description: `${baseUrl || "Kaynak kapatıldı"}${typedKey ? " · API anahtarı değiştirildi." : ""}`,
          actor: admin,
        },
        trx,
      );
    });
  // Collections of the replaced source are not shown as this one's stale data.
  await forgetSourceAnswers("nft:");
  return { ok: true };
}

/** Forgets the stored key; the address stays. */
export async function deleteNftKey(admin: User) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("nft_source")
        .set({ api_key_encrypted: null, updated_at: new Date().toISOString() })
        .where("id", "=", 1)
        .execute();
      await recordActivity({ action: "nft.source", title: "NFT veri kaynağının API anahtarı silindi", actor: admin }, trx);
    });
  await forgetSourceAnswers("nft:");
}

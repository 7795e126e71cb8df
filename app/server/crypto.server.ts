import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "./env.server";

// Stored secrets (the AI provider's key) are sealed with AES-256-GCM under a key
// derived from SESSION_SECRET, so the database file alone never reveals them.
const VERSION = "v1";
const SALT = "kripto-rehber/secret-box";
const INFO = "ai_settings.api_key";

let cachedKey: { secret: string; key: Buffer } | undefined;

function encryptionKey(): Buffer {
  const secret = env().SESSION_SECRET;
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, SALT, INFO, 32)) };
  }
  return cachedKey.key;
}

/** `v1:<iv>:<tag>:<ciphertext>`, each part base64url. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(":");
}

/**
 * The plain secret, or null when the value was sealed under another
 * SESSION_SECRET or tampered with: the caller treats the secret as missing.
 */
export function decryptSecret(sealed: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split(":");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** What an admin may see of a secret: its last four characters. */
export function maskSecret(plain: string): string {
  return plain.length <= 4 ? "••••" : `••••••••${plain.slice(-4)}`;
}

/** Why a source's last attempt failed, as the admin and the page's label are told. */
export type SourceCause = "refused-location" | "rate-limited" | "too-large" | "timeout" | "status" | "bad-shape" | "unreachable" | "busy";

const CAUSE_TEXTS: Record<SourceCause, string> = {
  "refused-location": "Kaynak bölgemizi reddetti (HTTP 451).",
  "rate-limited": "Kaynak istek sınırına takıldık; kaynağın istediği süre dolmadan yeniden sorulmayacak (HTTP 429/418).",
  "too-large": "Kaynağın yanıtı izin verilen boyuttan büyük; yanıt okunmadı.",
  timeout: "Kaynak zamanında yanıt vermedi.",
  status: "Kaynak hata yanıtı verdi.",
  "bad-shape": "Kaynağın yanıtı beklenen biçimde değil.",
  unreachable: "Kaynağa bağlanılamadı.",
  busy: "Kaynağa bu dakika için ayrılan çağrı sayısı doldu.",
};

/** The cause in one Turkish sentence, for a page's stale/sample label and the admin. */
export function sourceCauseText(cause: SourceCause): string {
  return CAUSE_TEXTS[cause];
}

/**
 * A stored cause (free text in the table) read back; anything unknown is no cause. Own keys only:
 * `in` also found `toString`, which the label would then show as a function.
 */
export function readSourceCause(value: string | null): SourceCause | null {
  return value && Object.hasOwn(CAUSE_TEXTS, value) ? (value as SourceCause) : null;
}

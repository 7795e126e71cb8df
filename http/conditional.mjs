// What a client's request headers ask of a stored answer: which compressed copy it
// takes, and whether the copy it already holds is still the current one.

/**
 * The body a client gets for its Accept-Encoding: the coding it weighs highest
 * (`q`), Brotli before gzip when they weigh the same, never one it refuses with
 * `q=0` (`br;q=0` gets gzip or the plain body); `*` stands for a coding not named.
 * The same choice as the `compression` middleware makes for rendered pages.
 */
export function pickEncoding(acceptEncoding) {
  if (!acceptEncoding) return "identity";
  // Browsers send a handful of spellings; each is read once (the memo is emptied when full).
  let chosen = choices.get(acceptEncoding);
  if (chosen === undefined) {
    if (choices.size >= CHOICES_KEPT) choices.clear();
    chosen = readEncoding(acceptEncoding);
    choices.set(acceptEncoding, chosen);
  }
  return chosen;
}

const CHOICES_KEPT = 100;
const choices = new Map();

function readEncoding(acceptEncoding) {
  const weights = new Map();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [coding, ...params] = part.split(";");
    const name = coding.trim();
    if (!name || weights.has(name)) continue;
    // A weight that does not read as a number refuses the coding rather than guess.
    const q = params.map((param) => /^\s*q\s*=(.*)$/.exec(param)).find(Boolean);
    const weight = q ? Number(q[1].trim() || "x") : 1;
    weights.set(name, Number.isFinite(weight) ? Math.min(weight, 1) : 0);
  }
  const weightOf = (name) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

/** Whether If-None-Match names this entity tag (weakly compared, as for GET). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

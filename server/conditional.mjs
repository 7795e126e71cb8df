// What a client's request headers ask of a stored answer: which compressed copy it
// takes, and whether the copy it already holds is still the current one.

/** The body a client gets for its Accept-Encoding, best first. */
export function pickEncoding(acceptEncoding) {
  if (!acceptEncoding) return "identity";
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
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

/**
 * Which network addresses an admin-set outside source (news feed, NFT source, AI base URL, update
 * manifest) may be reached at, decided on the address a name resolved to, not on the name.
 *
 * Refused: link-local (169.254.0.0/16, fe80::/10), where the cloud metadata services live
 * (169.254.169.254 and fd00:ec2::254; 100.100.100.200 and 168.63.129.16 too), unspecified
 * (0.0.0.0/8, ::), multicast (224.0.0.0/4, ff00::/8), broadcast and the reserved 240.0.0.0/4.
 * IPv4 carried inside IPv6 (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::/96, 2002::/16) is judged as the
 * IPv4 address it carries. In the local-use NAT64 prefix 64:ff9b:1::/48 (RFC 8215) the operator
 * picks a prefix length of /48 to /96, so the IPv4 address may sit at any of RFC 6052's places:
 * refused when any of them reads as link-local or metadata (zeros of a longer prefix read as
 * 0.x.x.x at a shorter one's place, so the other classes would refuse every such address).
 *
 * Allowed BY DESIGN: loopback (127.0.0.0/8, ::1) and private ranges (10/8, 172.16/12, 192.168/16,
 * 100.64/10, fc00::/7). A local model server or a feed server on the same machine or the office
 * network is a real use of these settings (CONTRACT.md; docs/decisions/009-provider-urls.md).
 */

export type RefusedAddressReason = "link-local" | "metadata" | "unspecified" | "multicast" | "broadcast" | "reserved" | "invalid";

export type AddressVerdict = { allowed: true } | { allowed: false; reason: RefusedAddressReason };

const ALLOWED: AddressVerdict = { allowed: true };
const refused = (reason: RefusedAddressReason): AddressVerdict => ({ allowed: false, reason });

/** Cloud metadata and platform addresses outside the link-local range. */
const METADATA_V4 = new Set(["100.100.100.200", "168.63.129.16"]);

function v4Octets(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  const octets = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
  // Stryker disable next-line ConditionalExpression: the pattern admits digits only, and NaN fails the <= 255 that follows.
  return octets.every((n) => n >= 0 && n <= 255) ? octets : null;
}

function classifyV4(address: string): AddressVerdict {
  const octets = v4Octets(address);
  if (!octets) return refused("invalid");
  const [a, b] = octets;
  if (address === "169.254.169.254" || METADATA_V4.has(address)) return refused("metadata");
  if (a === 169 && b === 254) return refused("link-local");
  if (a === 0) return refused("unspecified");
  if (a >= 224 && a <= 239) return refused("multicast");
  if (address === "255.255.255.255") return refused("broadcast");
  if (a >= 240) return refused("reserved");
  return ALLOWED;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part expanded), or null. */
function v6Groups(address: string): number[] | null {
  // Stryker disable next-line Regex: the zone runs to the end of a resolver's address; a line break inside fails the groups' check either way.
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const octets = v4Octets(dotted[1]);
    if (!octets) return null;
    const tail = `${((octets[0] << 8) | octets[1]).toString(16)}:${((octets[2] << 8) | octets[3]).toString(16)}`;
    text = text.slice(0, dotted.index) + tail;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(":").map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN)) : []);
  const head = parse(halves[0]);
  // Stryker disable next-line ConditionalExpression: with one half, halves[1] is undefined and parse gives [] as well.
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  // Stryker disable next-line ConditionalExpression: with one half, missing is 0 (checked above).
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g)) ? groups : null;
}

function embeddedV4(groups: number[]): string {
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
}

/**
 * Where RFC 6052 puts the IPv4 address after a NAT64 prefix of /48, /56, /64 and /96 (byte 8, the
 * "u" octet, is always skipped). A /48 to /96 prefix inside 64:ff9b:1::/48 may be any of them.
 */
const NAT64_V4_BYTES = [
  [6, 7, 9, 10],
  [7, 9, 10, 11],
  [9, 10, 11, 12],
  [12, 13, 14, 15],
];

/** An address of the local-use NAT64 prefix: refused when any IPv4 address it may carry is link-local or metadata. */
function localNat64(groups: number[]): AddressVerdict {
  const bytes = groups.flatMap((group) => [group >> 8, group & 0xff]);
  for (const at of NAT64_V4_BYTES) {
    const verdict = classifyV4(at.map((index) => bytes[index]).join("."));
    if (!verdict.allowed && (verdict.reason === "metadata" || verdict.reason === "link-local")) return verdict;
  }
  return ALLOWED;
}

function classifyV6(address: string): AddressVerdict {
  const g = v6Groups(address);
  if (!g) return refused("invalid");
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // Stryker disable next-line ConditionalExpression: "::" also reads as ::0.0.0.0 below, refused as unspecified the same.
  if (zeros(0, 8)) return refused("unspecified");
  if (zeros(0, 7) && g[7] === 1) return ALLOWED; // ::1, loopback
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible): the IPv4 address decides.
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return classifyV4(embeddedV4(g));
  // 64:ff9b::/96 (NAT64) reaches the IPv4 address in its last 32 bits.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return classifyV4(embeddedV4(g));
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return localNat64(g);
  // 2002::/16 (6to4) carries an IPv4 address in groups 1 and 2.
  if (g[0] === 0x2002) return classifyV4([g[1] >> 8, g[1] & 0xff, g[2] >> 8, g[2] & 0xff].join("."));
  if (g[0] === 0xfd00 && g[1] === 0x0ec2 && zeros(2, 7) && g[7] === 0x254) return refused("metadata");
  if ((g[0] & 0xffc0) === 0xfe80) return refused("link-local");
  if ((g[0] & 0xff00) === 0xff00) return refused("multicast");
  return ALLOWED;
}

/** Whether an outside source may be reached at this IP address (v4 or v6, as a resolver gives it). */
export function classifyAddress(address: string): AddressVerdict {
  return address.includes(":") ? classifyV6(address) : classifyV4(address);
}

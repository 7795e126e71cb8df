import { describe, expect, it } from "vitest";
import { classifyAddress } from "~/lib/outside/address";

describe("which addresses an admin-set source may reach", () => {
  it.each([
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["100.100.100.200", "metadata"],
    ["168.63.129.16", "metadata"],
    ["169.254.1.1", "link-local"],
    ["169.254.0.0", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["FE80::1", "link-local"],
    ["febf::1", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["::", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["ff00::1", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.254", "reserved"],
    // IPv4 inside IPv6 is judged as the IPv4 address it carries.
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:a9fe:a9fe", "metadata"],
    ["64:ff9b::169.254.169.254", "metadata"],
    ["2002:a9fe:a9fe::1", "metadata"],
    // The local-use NAT64 prefix (RFC 8215): 169.254.169.254 at each of RFC 6052's places in it,
    // after a /96, /64, /56 and /48 prefix (the "u" octet, bits 64 to 71, skipped).
    ["64:ff9b:1::169.254.169.254", "metadata"],
    ["64:ff9b:1:0:a9:fea9:fe00:0", "metadata"],
    ["64:ff9b:1:a9:fe:a9fe::", "metadata"],
    ["64:ff9b:1:a9fe:a9:fe00::", "metadata"],
    ["64:ff9b:1::169.254.1.1", "link-local"],
    ["64:ff9b:1:a9fe:1:100::", "link-local"],
    ["::ffff:0.0.0.0", "unspecified"],
    ["::169.254.169.254", "metadata"],
    // ::2 is the IPv4-compatible form of 0.0.0.2.
    ["::2", "unspecified"],
    ["not-an-address", "invalid"],
    ["1.2.3", "invalid"],
    ["1:2:3", "invalid"],
    ["1.2.3.4.5", "invalid"],
    ["1.2.3.", "invalid"],
    ["1.2.3.256", "invalid"],
    ["1.2.3.0004", "invalid"],
    ["0x7f.0.0.1", "invalid"],
    ["1.2.3.1e2", "invalid"],
    ["1.2.3.+4", "invalid"],
    ["1.2.3. 4", "invalid"],
    ["::ffff:1.2.3.999", "invalid"],
    // A dotted IPv4 part is only ever the last one.
    ["::1.2.3.4:5", "invalid"],
    ["1::2::3", "invalid"],
    ["12345::1", "invalid"],
    ["g::1", "invalid"],
    ["1:2:3:4:5:6:7", "invalid"],
    ["1:2:3:4:5:6:7:8:9", "invalid"],
    // "::" stands for one group at least.
    ["1:2:3:4:5:6:7::8", "invalid"],
  ])("refuses %s (%s)", (address, reason) => {
    expect(classifyAddress(address)).toEqual({ allowed: false, reason });
  });

  it.each([
    // Loopback and private ranges stay allowed: local model and feed servers are a real use.
    "127.0.0.1",
    "127.8.9.10",
    "::1",
    "::ffff:127.0.0.1",
    "10.0.0.5",
    "172.16.3.4",
    "192.168.1.10",
    "100.64.0.1",
    "fd12:3456::1",
    "93.184.216.34",
    "2606:4700::6810:84e5",
    "fec0::1",
    "fe7f::1",
    "feff::1",
    "1.2.3.255",
    "169.1.2.3",
    "1.254.0.1",
    "223.255.255.255",
    // The full eight groups, and "::" standing for a single group.
    "2606:4700:0:0:0:0:6810:84e5",
    "1:2:3:4:5:6::8",
    // Near the carrying forms, but not them: judged as IPv6.
    "::fffe:a9fe:a9fe",
    "1::ffff:a9fe:a9fe",
    "64:ff9a::a9fe:a9fe",
    "64:ff9b:2::a9fe:a9fe",
    "65:ff9b:1::a9fe:a9fe",
    "64:ff9a:1::a9fe:a9fe",
    // A local-use NAT64 address of a public or private IPv4 address; the prefix's zeros read as
    // 0.x.x.x at a shorter prefix's place, which is no reason to refuse.
    "64:ff9b:1::8.8.8.8",
    "64:ff9b:1::10.0.0.1",
    "65:ff9b::a9fe:a9fe",
    "2003:a9fe:a9fe::1",
    // Near the metadata address fd00:ec2::254.
    "fd00:ec2::255",
    "fd00:ec3::254",
    "fd01:ec2::254",
    "fd00:ec2:1::254",
  ])("allows %s", (address) => {
    expect(classifyAddress(address)).toEqual({ allowed: true });
  });
});

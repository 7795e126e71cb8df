import { describe, expect, it } from "vitest";
import { addressKey, clientKey, isLocalAddress } from "~/server/http.server";

describe("addressKey: what every per-address limit counts", () => {
  it("keeps an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4 form", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keys an IPv6 address by its /64, however it is written", () => {
    const key = addressKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const same of ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0DB8:0001:0002:0:0:0:9", "2001:db8:1:2::abcd%eth0"]) {
      expect(addressKey(same), same).toBe(key);
    }
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves what is no address alone", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("")).toBe("");
  });

  it("is what clientKey gives for a request's address", () => {
    const request = new Request("http://localhost/");
    expect(clientKey(request, { clientIp: "2001:db8:9:9:1::5", cspNonce: "" } as never)).toBe("2001:db8:9:9::/64");
  });
});

describe("isLocalAddress: where the demo passwords may be used", () => {
  it("is true for loopback, RFC 1918, unique-local and link-local addresses", () => {
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.0.5",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:192.168.0.4",
      "fc00::1",
      "fd12:3456:789a::1",
      "fe80::1%eth0",
    ]) {
      expect(isLocalAddress(address), address).toBe(true);
    }
  });

  it("is false for public addresses and for anything that is no address", () => {
    for (const address of [
      "203.0.113.7",
      "172.32.0.1",
      "172.15.0.1",
      "192.169.0.1",
      "11.0.0.1",
      "2001:db8::1",
      "::ffff:8.8.8.8",
      "fec0::1",
      "unknown",
      "",
    ]) {
      expect(isLocalAddress(address), address).toBe(false);
    }
  });
});

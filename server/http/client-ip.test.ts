import { describe, expect, it } from "vitest";

import { normalizeAddress, parseTrustProxy, resolveClientAddress, type TrustProxy } from "./client-ip.ts";

const trust = (value: string) => parseTrustProxy(value) as TrustProxy;

describe("normalizeAddress", () => {
  it.each([
    ["10.0.0.1", "10.0.0.1"],
    [" ::ffff:10.0.0.1 ", "10.0.0.1"],
    ["10.0.0.1:4431", "10.0.0.1"],
    ["[2001:DB8::1]:443", "2001:db8::1"],
    ["2001:db8::1", "2001:db8::1"],
    ["unknown", null],
    ["", null],
    ["10.0.0.256", null],
  ])("%j → %j", (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe("resolveClientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(resolveClientAddress("::ffff:203.0.113.5", "198.51.100.1", trust(""))).toBe("203.0.113.5");
  });

  it("with N hops takes the address the N-th proxy from us saw", () => {
    const header = "192.0.2.1, 198.51.100.1, 10.0.0.2";
    expect(resolveClientAddress("10.0.0.3", header, trust("1"))).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.3", header, trust("2"))).toBe("198.51.100.1");
    // More hops than the header has: the leftmost entry.
    expect(resolveClientAddress("10.0.0.3", header, trust("9"))).toBe("192.0.2.1");
  });

  it("with a list walks back while the current hop is a trusted proxy", () => {
    const proxies = trust("10.0.0.0/8, 2001:db8::1");
    expect(resolveClientAddress("10.1.1.1", "192.0.2.1, 198.51.100.1, 10.0.0.2", proxies)).toBe("198.51.100.1");
    expect(resolveClientAddress("2001:db8::1", "198.51.100.9", proxies)).toBe("198.51.100.9");
    expect(resolveClientAddress("203.0.113.7", "198.51.100.9", proxies)).toBe("203.0.113.7");
  });

  it("stops at an entry that is not an address", () => {
    expect(resolveClientAddress("10.0.0.3", "198.51.100.1, <script>", trust("2"))).toBe("10.0.0.3");
    expect(resolveClientAddress("10.0.0.3", "garbage, 198.51.100.1", trust("2"))).toBe("198.51.100.1");
  });
});

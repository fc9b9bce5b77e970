import { BlockList, isIP } from "node:net";

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Which X-Forwarded-For hops to believe (TRUST_PROXY): none, the last `hops` ones (that many
 * proxies in front of us), or those appended by peers whose addresses are in `proxies`.
 */
export type TrustProxy = { kind: "off" } | { kind: "hops"; hops: number } | { kind: "list"; proxies: BlockList };

/** "10.0.0.1", "::1" or "::ffff:10.0.0.1" (as 10.0.0.1); a port some proxies add is dropped. Null when it is no address. */
export function normalizeAddress(raw: string): string | null {
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  if (mapped) a = mapped[1];
  return isIP(a) ? a.toLowerCase() : null;
}

/**
 * Parses TRUST_PROXY: empty/"false"/"0" is off; a whole number is a hop count; otherwise a
 * comma-separated list of addresses and CIDR ranges. Returns a pt-BR message when it is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0" || text === "off") return { kind: "off" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const proxies = new BlockList();
  for (const entry of text.split(",").map((e) => e.trim())) {
    const [address, prefix, extra] = entry.split("/");
    const family = isIP(address);
    const bits = Number(prefix);
    if (!family || extra !== undefined || (prefix !== undefined && (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)))) {
      return `TRUST_PROXY deve ser um número de proxies (ex.: 1) ou uma lista de endereços/CIDR separados por vírgula (ex.: 10.0.0.0/8, ::1); "${entry}" não é nenhum dos dois`;
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, bits, type);
  }
  return { kind: "list", proxies };
}

const familyOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/**
 * The client's address: the socket's peer, or, through proxies we trust, the address the
 * nearest trusted proxy saw. Entries a visitor wrote into X-Forwarded-For themselves sit to the
 * left of what our proxies appended, so they are never reached.
 */
export function resolveClientAddress(socket: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  let client = normalizeAddress(socket) ?? socket;
  if (trust.kind === "off" || !forwardedFor) return client;
  // Nearest hop first.
  const hops = forwardedFor.split(",").reverse();
  const believed = (i: number) => (trust.kind === "hops" ? i < trust.hops : isIP(client) > 0 && trust.proxies.check(client, familyOf(client)));
  for (let i = 0; i < hops.length && believed(i); i++) {
    const next = normalizeAddress(hops[i]);
    if (!next) break;
    client = next;
  }
  return client;
}

/** The address per-address rate limits are keyed on; "unknown" outside a Node socket. */
export function clientIp(c: Context, trust: TrustProxy): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  if (!socket) return "unknown";
  return resolveClientAddress(socket, c.req.header("x-forwarded-for"), trust);
}

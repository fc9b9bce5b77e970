import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { brasiliaTimestamp, SIGNATURE_MAX_AGE_SECONDS, validSignature } from "./mercadopago.ts";

const secret = "segredo";
const now = Date.UTC(2026, 10, 25, 12, 0, 0);
const ts = String(Math.floor(now / 1000));
const sign = (manifest: string) => createHmac("sha256", secret).update(manifest).digest("hex");

describe("Mercado Pago's webhook signature", () => {
  it("accepts the HMAC of id (lower-cased), request-id and ts, and nothing else", () => {
    const header = `ts=${ts},v1=${sign(`id:abc123;request-id:req-1;ts:${ts};`)}`;
    expect(validSignature({ header, requestId: "req-1", dataId: "ABC123", secret, nowMs: now })).toBe(true);
    expect(validSignature({ header, requestId: "req-2", dataId: "ABC123", secret, nowMs: now })).toBe(false);
    expect(validSignature({ header, requestId: "req-1", dataId: "abc124", secret, nowMs: now })).toBe(false);
    expect(validSignature({ header, requestId: "req-1", dataId: "ABC123", secret: "outro", nowMs: now })).toBe(false);
  });

  it("leaves a missing part out of the manifest", () => {
    const header = `ts=${ts},v1=${sign(`id:42;ts:${ts};`)}`;
    expect(validSignature({ header, requestId: undefined, dataId: "42", secret, nowMs: now })).toBe(true);
  });

  it("refuses a timestamp too old or too far ahead, and a malformed or absent header", () => {
    const at = (seconds: number) => {
      const t = String(Math.floor(now / 1000) + seconds);
      return `ts=${t},v1=${sign(`id:42;request-id:r;ts:${t};`)}`;
    };
    expect(validSignature({ header: at(-SIGNATURE_MAX_AGE_SECONDS + 5), requestId: "r", dataId: "42", secret, nowMs: now })).toBe(true);
    expect(validSignature({ header: at(-SIGNATURE_MAX_AGE_SECONDS - 5), requestId: "r", dataId: "42", secret, nowMs: now })).toBe(false);
    expect(validSignature({ header: at(SIGNATURE_MAX_AGE_SECONDS + 5), requestId: "r", dataId: "42", secret, nowMs: now })).toBe(false);
    for (const header of [undefined, "", "ts=1", "v1=abc", `ts=${ts},v1=zz`]) {
      expect(validSignature({ header, requestId: "r", dataId: "42", secret, nowMs: now })).toBe(false);
    }
  });
});

describe("dates sent to the API", () => {
  it("are written in Brasília time with its offset", () => {
    expect(brasiliaTimestamp(new Date("2026-11-25T13:30:00.000Z"))).toBe("2026-11-25T10:30:00.000-03:00");
  });
});

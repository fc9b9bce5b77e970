import { describe, expect, it } from "vitest";

import { registration } from "#tests/fixtures/people.ts";

import { registerSchema } from "./account/schemas.ts";
import { formatAddress, streetLine } from "./address.ts";

describe("formatAddress", () => {
  // The address as sign-up stores it: CEP in digits, UF upper-cased.
  const stored = registerSchema.parse(registration());

  it("reads a stored address in one line, the CEP masked", () => {
    expect(formatAddress(stored)).toBe("Avenida Paulista, 1000, Apto 12 – Bela Vista, São Paulo/SP – CEP 01310-100");
    expect(formatAddress({ ...stored, complement: "", cep: "01310-100" })).toBe("Avenida Paulista, 1000 – Bela Vista, São Paulo/SP – CEP 01310-100");
    expect(streetLine({ ...stored, complement: "" })).toBe("Avenida Paulista, 1000");
  });

  it("is empty without an address", () => {
    expect(formatAddress(null)).toBe("");
  });
});

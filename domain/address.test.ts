import { describe, expect, it } from "vitest";
import { formatAddress, streetLine } from "./address.ts";

describe("formatAddress", () => {
  const stored = {
    cep: "01310100",
    street: "Avenida Paulista",
    number: "1000",
    complement: "Apto 12",
    neighborhood: "Bela Vista",
    city: "São Paulo",
    state: "SP",
  };

  it("reads a stored address in one line, the CEP masked", () => {
    expect(formatAddress(stored)).toBe("Avenida Paulista, 1000, Apto 12 – Bela Vista, São Paulo/SP – CEP 01310-100");
    expect(formatAddress({ ...stored, complement: "", cep: "01310-100" })).toBe("Avenida Paulista, 1000 – Bela Vista, São Paulo/SP – CEP 01310-100");
    expect(streetLine({ ...stored, complement: "" })).toBe("Avenida Paulista, 1000");
  });

  it("is empty without an address", () => {
    expect(formatAddress(null)).toBe("");
  });
});

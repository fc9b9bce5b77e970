import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PRODUCT_FALLBACK_ART } from "#domain/shop.ts";
import { availableDatabases, createPostgresDatabase } from "#tests/fixtures/postgres.ts";

import { type Database, openDatabase } from "../db/client.ts";
import { products } from "../db/schema.ts";
import type { AppServices } from "./context.ts";
import { listShopProducts } from "./products.ts";

const row = (title: string, fields: Partial<typeof products.$inferInsert>): typeof products.$inferInsert => ({
  title,
  instructor: "Terapeuta Luz",
  image: "/art/course-2.svg",
  priceCents: 1000,
  category: "Produto",
  status: "approved",
  paymentLink: "https://pagamento.exemplo.org.br/x",
  ...fields,
});

describe.each(await availableDatabases())("listShopProducts (%s)", (kind) => {
  let database: Database;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "essencia-products-"));
    const postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
    database = await openDatabase({ dataDir, url: postgres?.url });
    await database.migrate();
    cleanUp = async () => {
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }, 60_000);
  afterAll(() => cleanUp());

  it("returns only approved items of category 'Produto', newest first", async () => {
    await database.db
      .insert(products)
      .values([
        row("Pendente", { status: "pending" }),
        row("Rejeitado", { status: "rejected" }),
        row("Curso aprovado", { category: "Curso" }),
        row("Vivência aprovada", { category: "Vivência" }),
        row("Antigo", { createdAt: new Date("2026-01-01T00:00:00Z") }),
        row("Novo", { createdAt: new Date("2026-03-01T00:00:00Z"), image: "texto qualquer", paymentLink: "javascript:alert(1)" }),
        row("Meio", { createdAt: new Date("2026-02-01T00:00:00Z"), paymentLink: "http://pagamento.exemplo.org.br/sem-tls" }),
      ]);
    const listed = await listShopProducts({ app: { database } as AppServices, clientIp: "127.0.0.1", headers: new Headers() });
    expect(listed.map((p) => p.title)).toEqual(["Novo", "Meio", "Antigo"]);
    expect(listed[0]).toMatchObject({ image: PRODUCT_FALLBACK_ART.src, paymentLink: null, instructor: "Terapeuta Luz", priceCents: 1000 });
    expect(listed[1].paymentLink).toBeNull();
    expect(listed[2]).toMatchObject({ image: "/art/course-2.svg", paymentLink: "https://pagamento.exemplo.org.br/x" });
  });
});

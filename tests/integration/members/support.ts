import { sql } from "drizzle-orm";
import { products } from "#server/db/schema.ts";
import { viewerById } from "#server/services/accounts.ts";
import type { SeededPerson } from "#tests/fixtures/people.ts";
import type { TestApp } from "../support/app.ts";

// Products, viewers and points for the members' integration tests.

/** An approved shop product of `owner`, as an admin's approval leaves it. */
export async function approvedProduct(app: TestApp, owner: SeededPerson, fields: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(products)
    .values({
      title: "Óleo Essencial de Lavanda",
      instructor: "nome antigo",
      instructorId: owner.id,
      priceCents: 9700,
      points: 20,
      image: "/art/course-2.svg",
      category: "Produto",
      status: "approved",
      paymentLink: "https://pagamento.exemplo.org.br/lavanda",
      ...fields,
    })
    .returning();
  return row;
}

export async function viewerOf(app: TestApp, person: SeededPerson) {
  const viewer = await viewerById(app.services, person.id);
  if (!viewer) throw new Error("pessoa sem perfil");
  return viewer;
}

export async function pointsOf(app: TestApp, personId: string) {
  const [row] = await app.query<{ points: number; ledger: number; entries: number }>(
    sql`select p.points, coalesce((select sum(delta) from points_ledger l where l.person_id = p.id), 0)::int as ledger,
               (select count(*) from points_ledger l where l.person_id = p.id)::int as entries
        from profiles p where p.id = ${personId}`,
  );
  return row;
}

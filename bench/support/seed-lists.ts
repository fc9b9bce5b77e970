import { sql } from "drizzle-orm";

import { openDatabase } from "#server/db/client.ts";

// The 100,000-row seed the admin benchmarks share (bench:admin, bench:signed-in): every admin list
// full, with names and e-mails that searches can hit, spread over a year.

/** `rows` rows in every list. */
export async function seedAdminLists(url: string | undefined, dataDir: string, rows: number) {
  const database = await openDatabase({ url, dataDir });
  await database.migrate();
  const db = database.db;
  const names = sql.raw(`(array['Maria','João','Ana','José','Antônia','Francisco','Conceição','Luíza'])[1 + i % 8] || ' da Silva ' || i`);
  const email = sql.raw(`'pessoa' || i || '@exemplo.org.br'`);
  const when = sql.raw(`now() - (i || ' minutes')::interval * 5`);
  const series = sql.raw(`generate_series(1, ${rows}) as i`);
  await db.execute(sql`insert into soul_map_submissions (name, birth_date, birth_time, birth_city, email, whatsapp, submitted_at)
    select ${names}, '1990-05-17', '10:45', 'São Paulo - SP', ${email}, case when i % 3 = 0 then null else '(11) 98765-4321' end, ${when} from ${series}`);
  await db.execute(sql`insert into leads (name, email, whatsapp, reading, created_at)
    select ${names}, ${email}, null, case when i % 2 = 0 then 'Você é Gerador: sua estratégia é responder.' end, ${when} from ${series}`);
  await db.execute(
    sql`insert into healing_submissions (name, email, whatsapp, created_at) select ${names}, ${email}, '(21) 99999-0000', ${when} from ${series}`,
  );
  await db.execute(sql`insert into therapist_club_subscriptions (name, email, whatsapp, cpf, address, birth_date, social_media, created_at)
    select ${names}, ${email}, '(41) 98888-7777', '529.982.247-25', 'Rua das Flores, ' || i, '01/01/1980', '{"instagram":"@terapeuta"}'::jsonb, ${when} from ${series}`);
  await db.execute(sql`insert into users (id, name, email, email_verified, created_at) select 'bench-' || i, ${names}, ${email}, true, ${when} from ${series}`);
  await db.execute(sql`insert into profiles (id, full_name, email, role, points, is_therapist_applicant, created_at)
    select 'bench-' || i, ${names}, ${email}, (case when i % 5000 = 0 then 'admin' when i % 10 = 0 then 'therapist' else 'cliente' end)::role, i % 300, i % 7 = 0, ${when} from ${series}`);
  // Nine in ten products belong to a therapist's account (searched by the owner's name); the rest
  // keep only the stored name, as when the owner's account is gone.
  const owner = sql.raw(`case when i % 10 = 0 then null else 'bench-' || (10 * (1 + i % ${Math.max(1, Math.floor(rows / 10))})) end`);
  await db.execute(sql`insert into products (title, instructor, instructor_id, price_cents, image, category, status, points, created_at)
    select 'Produto ' || i, ${names}, ${owner}, 1000 + i, 'placeholder', 'Produto', (array['pending','approved','rejected'])[1 + i % 3], i % 50, ${when} from ${series}`);
  // Orders of those people (the buyer is searched through their profile), a third still pending.
  await db.execute(sql`insert into orders (buyer_id, item_kind, item_id, title, price_cents, points, seller_name, status, created_at)
    select 'bench-' || i, 'product', 'bench', 'Produto ' || i, 1000 + i, i % 50, 'Terapeuta ' || (i % 100), (array['pending','completed','cancelled'])[1 + i % 3], ${when} from ${series}`);
  await db.execute(sql`analyze`);
  await database.close();
}

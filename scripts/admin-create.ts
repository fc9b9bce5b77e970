import { parseArgs } from "node:util";

import { emailField, newPasswordField } from "#domain/account/schemas.ts";
import { createServices } from "#server/app.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { ensureAdmin } from "#server/services/accounts.ts";

// npm run admin:create -- --email ana@exemplo.org.br --password '…' [--name 'Ana']
// With the embedded database, stop the server first: one process owns the PGlite directory.

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});

const email = emailField.safeParse(values.email ?? "");
const password = newPasswordField.safeParse(values.password ?? "");
if (!email.success || !password.success) {
  console.error("Uso: npm run admin:create -- --email <e-mail> --password <senha de 8+ caracteres> [--name <nome>]");
  for (const r of [email, password]) if (!r.success) console.error(`  - ${r.error.issues[0]?.message}`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const services = await createServices(config, createLogger({ ...config, LOG_LEVEL: "warn" }), { ensureAdmins: false });
  // The operator at the terminal owns the address they type: an unconfirmed account with it becomes theirs.
  const outcome = await ensureAdmin(services, email.data, password.data, { unconfirmed: "take over", fullName: values.name?.trim() || undefined });
  await services.database.close();
  const said = {
    created: "criado",
    promoted: "promovido a administrador",
    unchanged: "já era administrador",
    "taken over":
      "a conta existente não tinha o e-mail confirmado e passou a ser sua: vale esta senha, os outros acessos e as sessões foram removidos e o e-mail ficou confirmado",
  }[outcome];
  console.log(`${email.data}: ${said}.`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { RegisterInput } from "#domain/account/schemas.ts";
import type { TestApp } from "./app.ts";
import type { TestClient } from "./http.ts";

/** An address no other test uses, in mixed case (the app must store it lower-cased). */
export function uniqueEmail(label = "pessoa"): string {
  return `${label}.${randomBytes(4).toString("hex")}@Exemplo.COM.br`;
}

export const PASSWORD = "senha-de-teste-1";

/** What the sign-up wizard posts, masks and all. */
export function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    name: "Maria da Luz",
    email: uniqueEmail("maria"),
    password: PASSWORD,
    cpf: "529.982.247-25",
    birthDate: "05/03/1990",
    whatsapp: "(11) 98765-4321",
    isTherapist: true,
    cep: "01310-100",
    street: "Avenida Paulista",
    number: "1000",
    complement: "Apto 12",
    neighborhood: "Bela Vista",
    city: "São Paulo",
    state: "sp",
    ...overrides,
  };
}

export interface Person {
  id: string;
  name: string;
  email: string;
  password: string;
  client: TestClient;
}

/**
 * A person who signed up through the welcome pop-up, with `role` written to the profile
 * (how someone becomes therapist or admin is outside the spec), signed in on their own client.
 */
export async function signedInPerson(app: TestApp, role = "cliente", name = "Joana Raio de Sol"): Promise<Person> {
  const client = app.client();
  const email = uniqueEmail(role);
  const signUp = await client.action("/conta/cadastro-rapido", { name, email, password: PASSWORD });
  if (signUp.status !== 200) throw new Error(`cadastro falhou: ${JSON.stringify(signUp.body)}`);
  const [user] = await app.query<{ id: string }>(sql`select id from users where email = ${email.toLowerCase()}`);
  await app.query(sql`update profiles set role = ${role} where id = ${user.id}`);
  const signIn = await client.action("/conta/entrar", { email, password: PASSWORD });
  if (signIn.status !== 200) throw new Error(`login falhou: ${JSON.stringify(signIn.body)}`);
  return { id: user.id, name, email: email.toLowerCase(), password: PASSWORD, client };
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

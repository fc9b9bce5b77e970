import { ACCOUNT_ACTIONS } from "#domain/paths.ts";
import { type SeededPerson, seedPerson, type SeedPersonOptions } from "#tests/fixtures/people.ts";

import type { TestApp } from "./app.ts";
import type { TestClient } from "./http.ts";

export interface SignedInPerson extends SeededPerson {
  /** Their own browser, holding the session cookie. */
  client: TestClient;
}

/** Signs `person` in over HTTP, as the modal does, on `client`. */
export async function signIn(client: TestClient, person: Pick<SeededPerson, "email" | "password">): Promise<TestClient> {
  const response = await client.action(ACCOUNT_ACTIONS.signIn, { email: person.email, password: person.password });
  if (response.status !== 200) throw new Error(`login falhou: ${JSON.stringify(response.body)}`);
  return client;
}

/** For tests that are not about signing up: a person written to the database, then signed in on a client of their own. */
export async function signedInPerson(app: TestApp, options: SeedPersonOptions = {}): Promise<SignedInPerson> {
  const person = await seedPerson(app.db, options);
  return { ...person, client: await signIn(app.client(), person) };
}

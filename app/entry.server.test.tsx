import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";

import { renderDocument } from "./entry.server.tsx";

// How a page becomes HTML (issue 23): in one synchronous pass when everything in it is ready,
// the streaming way when something still suspends, so nothing reaches the browser unfinished.

function Broken(): never {
  throw new Error("quebrou");
}

const document = (body: React.ReactNode) => () => (
  <html lang="pt-BR">
    <head>
      <title>Teste</title>
    </head>
    <body>{body}</body>
  </html>
);

describe("renderDocument", () => {
  it("escreve o doctype (sem ele o navegador desenha em modo quirks) e a página inteira", async () => {
    const errors: unknown[] = [];
    const { html, failed } = await renderDocument(document(<p>Olá</p>), { nonce: "n", onError: (e) => errors.push(e) });
    expect(html).toBe('<!DOCTYPE html><html lang="pt-BR"><head><title>Teste</title></head><body><p>Olá</p></body></html>');
    expect(failed).toBe(false);
    expect(errors).toEqual([]);
  });

  it("espera o que ainda suspende (um componente carregado sob demanda) em vez de deixá-lo ao navegador", async () => {
    const Later = lazy(async () => ({ default: () => <p>Chegou</p> }));
    const { html, failed } = await renderDocument(
      document(
        <Suspense fallback={<p>Carregando...</p>}>
          <Later />
        </Suspense>,
      ),
      { nonce: "n", onError: () => {} },
    );
    expect(html).toMatch(/^<!DOCTYPE html><html/);
    expect(html).toContain("<p>Chegou</p>");
    expect(html).not.toContain("Carregando");
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    expect(failed).toBe(false);
  });

  it("um erro dentro de um Suspense torna a resposta um erro e chega ao registro", async () => {
    const errors: unknown[] = [];
    const { failed } = await renderDocument(
      document(
        <Suspense fallback={<p>Carregando...</p>}>
          <Broken />
        </Suspense>,
      ),
      { nonce: "n", onError: (e) => errors.push(e) },
    );
    expect(failed).toBe(true);
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe("quebrou");
  });

  it("um erro fora de qualquer Suspense rejeita (o React Router responde com a página de erro)", async () => {
    await expect(renderDocument(document(<Broken />), { nonce: "n", onError: () => {} })).rejects.toThrow("quebrou");
  });
});

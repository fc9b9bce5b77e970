import { privateMeta } from "#app/lib/seo.ts";
import { latestMail } from "#app/lib/services.server.ts";
import { formatDateTime } from "#domain/format.ts";

import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => privateMeta("Caixa de saída (desenvolvimento)");

// Development only: the e-mails the dev outbox kept. Production, or any real transport (whose
// messages carry live reset links), answers 404.
/** Always the latest messages. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.app;
  if (config.isProduction || config.MAIL_TRANSPORT !== "dev") throw new Response("Não encontrado", { status: 404 });
  const rows = await latestMail(context.app.database.db);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      status: r.status,
      // Formatted here in Brasília time: the browser's own clock would render another string (a hydration error).
      sentAt: formatDateTime(r.createdAt),
      links: r.text.match(/https?:\/\/\S+/g) ?? [],
      text: r.text,
      html: r.html,
    })),
  };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl">Caixa de saída (desenvolvimento)</h1>
      <p className="mt-2 text-slate-700">As últimas mensagens gravadas. Esta página não existe em produção.</p>
      {loaderData.messages.length === 0 ? <p className="mt-6">Nenhuma mensagem ainda.</p> : null}
      <ul className="mt-6 space-y-4">
        {loaderData.messages.map((m) => (
          <li key={m.id} className="rounded-xl bg-white p-4 shadow-sm">
            <p className="font-semibold text-brand-900">{m.subject}</p>
            <p className="text-sm text-slate-700">
              Para {m.to} · {m.sentAt} · {m.status}
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {m.links.map((link) => (
                <li key={link}>
                  <a href={link} className="break-all text-brand-700 underline">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
            {/* The body as the person reads it, styles isolated from the page. Every value in it was
                escaped by server/mail/templates.ts, and the frame inherits this page's CSP (no inline script). */}
            <iframe title={`Mensagem em HTML: ${m.subject}`} srcDoc={m.html} className="mt-3 h-80 w-full rounded-lg border border-slate-200 bg-white" />
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-brand-700">Versão em texto</summary>
              <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans">{m.text}</pre>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

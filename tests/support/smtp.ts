import type { AddressInfo } from "node:net";

import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A real SMTP peer on 127.0.0.1 that keeps every message it receives.
 * `failNext(n)` makes it reject the next n messages, to exercise retries and failures.
 */
export async function startSmtpServer(options: { port?: number } = {}) {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      if (failures > 0) {
        failures--;
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("caixa indisponível (teste)"), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      new Promise<void>((resolve) => stream.on("end", () => resolve()))
        .then(() => PostalMime.parse(Buffer.concat(chunks)))
        .then((mail) => {
          const to = (mail.to ?? []).map((a) => ("address" in a ? (a.address ?? "") : "").toLowerCase());
          messages.push({ to, subject: mail.subject ?? "", text: mail.text ?? "", html: mail.html ?? "" });
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });
  // A client that hangs up mid-transaction makes the server emit 'error'; unheard, that would
  // crash the test worker. A message that did not arrive still fails its test in waitFor.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits until a message to `address` matching `predicate` arrives (or times out). */
  async function waitFor(address: string, predicate: (m: ReceivedMail) => boolean = () => true, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((m) => m.to.includes(address.toLowerCase()) && predicate(m));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`nenhum e-mail para ${address} em ${timeoutMs} ms (recebidos: ${messages.map((m) => `${m.to} "${m.subject}"`).join("; ")})`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 250));
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    failNext(n: number) {
      failures = n;
    },
    /** The first http(s) link in a message's text part. */
    linkIn(mail: ReceivedMail, contains = "http"): string {
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(contains));
      if (!link) throw new Error(`sem link contendo "${contains}" em: ${mail.text}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

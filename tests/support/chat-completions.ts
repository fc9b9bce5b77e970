import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A real OpenAI-compatible peer on 127.0.0.1 (the Chat Completions API that OpenAI, Ollama, vLLM and
// the llama.cpp server speak): it streams a scripted reply word by word as Server-Sent Events and
// keeps every request body, so tests can read the system prompt the site sent.

export interface ChatCompletionsRequest {
  model: string;
  stream?: boolean;
  messages: { role: "system" | "user" | "assistant"; content: string }[];
}

export type PeerBehaviour =
  /** Streams `reply` in word-sized chunks. */
  | { kind: "reply"; reply: string }
  /** Answers an HTTP error with an OpenAI-style error body. */
  | { kind: "fail"; status: number; message: string }
  /** Accepts the request and never answers (the site's time limit must end it). */
  | { kind: "hang" };

export type ChatCompletionsPeer = Awaited<ReturnType<typeof startChatCompletionsServer>>;

export async function startChatCompletionsServer(initial: PeerBehaviour = { kind: "reply", reply: "Olá! Estou aqui." }) {
  const requests: ChatCompletionsRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let behaviour = initial;

  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatCompletionsRequest;
    requests.push(body);
    if (behaviour.kind === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (behaviour.kind === "fail") {
      res
        .writeHead(behaviour.status, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: behaviour.message, type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: "chatcmpl-teste", object: "chat.completion.chunk", created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: "assistant", content: "" }));
    for (const word of behaviour.reply.match(/\s*\S+/g) ?? []) {
      res.write(chunk({ content: word }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What AI_BASE_URL points to. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: PeerBehaviour) {
      behaviour = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The parts of an AI SDK UI message stream (what /api/soul-compass/chat answers), parsed from its SSE text. */
export function uiStreamParts(body: string): { type: string; delta?: string; errorText?: string }[] {
  return body
    .split("\n")
    .filter((line) => line.startsWith("data: {"))
    .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string; errorText?: string });
}

/** The reply's text, joined from its deltas. */
export const uiStreamText = (body: string) =>
  uiStreamParts(body)
    .filter((p) => p.type === "text-delta")
    .map((p) => p.delta)
    .join("");

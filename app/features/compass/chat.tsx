import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import Markdown, { type Components } from "react-markdown";

import Loader2 from "#app/components/icons/loader-circle.tsx";
import MessageSquarePlus from "#app/components/icons/message-square-plus.tsx";
import Send from "#app/components/icons/send.tsx";
import Square from "#app/components/icons/square.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/lib/toast.ts";
import type { CompassMessage } from "#domain/compass/chat.ts";
import { compassFailureToast, compassTexts as t } from "#domain/compass/texts.ts";
import { API } from "#domain/paths.ts";
import type { Failure } from "#domain/result.ts";

export interface CompassChatProps {
  firstName: string;
  mapReadable: boolean;
  chartType?: string | null;
  conversationId: string | null;
  messages: CompassMessage[];
  maxQuestionChars: number;
}

const noSubscription = () => () => {};

const toUiMessage = (m: CompassMessage): UIMessage => ({ id: m.id, role: m.role, parts: [{ type: "text", text: m.text }] });
const textOf = (m: UIMessage) => m.parts.map((p) => (p.type === "text" ? p.text : "")).join("");

/** A v4 UUID from getRandomValues: crypto.randomUUID needs a secure context, this does not. */
function newConversationId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The server's Failure (a refused request), or the stream's error text as a toast's description. */
function failureOf(error: Error): Pick<Failure, "status" | "toast"> {
  try {
    return JSON.parse(error.message) as Failure;
  } catch {
    return { status: 500, toast: compassFailureToast(error.message || undefined) };
  }
}

// Links open in a new tab; react-markdown's default URL filter already keeps only http, https,
// irc, ircs, mailto and xmpp (spec §5), and raw HTML in a reply is shown as text, never rendered.
const markdownComponents: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline" />,
};

/** Spec §2 "Soul Compass screen": the chat, for a person with a confirmed e-mail and an integral map. */
export default function CompassChat({ firstName, mapReadable, chartType, conversationId, messages: stored, maxQuestionChars }: CompassChatProps) {
  const [chatId, setChatId] = useState(() => conversationId ?? newConversationId());
  const [input, setInput] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();

  const transport = useMemo(
    () =>
      new DefaultChatTransport({
        api: API.soulCompassChat,
        // The server keeps the conversation: only the new question travels.
        prepareSendMessagesRequest: ({ id, messages }) => ({ body: { conversationId: id, question: textOf(messages[messages.length - 1]) } }),
      }),
    [],
  );
  const { messages, sendMessage, status, stop, setMessages } = useChat({
    id: chatId,
    messages: chatId === conversationId ? stored.map(toUiMessage) : [],
    transport,
    onError: (error) => {
      const failure = failureOf(error);
      // The hourly limit is no failure to retry: the chat says when to come back (its toast's words).
      const limited = failure.status === 429 && failure.toast?.description;
      showToast(limited ? failure.toast! : compassFailureToast(failure.toast?.description));
      const text = limited || t.connectionFailed;
      setMessages((current) => [...current, { id: `falha-${current.length}`, role: "assistant", parts: [{ type: "text", text }] }]);
    },
  });
  const busy = status === "submitted" || status === "streaming";
  // Until the page has hydrated, typing would be lost (React resets the field): the input waits for it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const disabled = busy || !mapReadable || !hydrated;

  // Auto-scroll to the newest message, also while a reply is being written.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, status]);

  useEffect(() => {
    if (!busy) inputRef.current?.focus({ preventScroll: true });
  }, [busy]);

  function send(event?: FormEvent) {
    event?.preventDefault();
    const question = input.trim();
    // Spec §5: an empty or whitespace-only question is ignored; nothing is sent while a reply is pending.
    if (!question || disabled) return;
    setInput("");
    void sendMessage({ text: question });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  function newConversation() {
    setMessages([]);
    setChatId(newConversationId());
    setInput("");
  }

  const greeting = mapReadable ? t.greeting(firstName) : t.mapReadFailed;
  return (
    <section aria-labelledby="bussola-titulo" className="mx-auto flex max-w-3xl flex-col px-3 py-6 sm:px-4 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="bussola-titulo" className="text-3xl sm:text-4xl">
            {t.title}
          </h1>
          {chartType ? (
            <p className="mt-1 text-slate-700" data-testid="tipo-do-mapa">
              {t.yourType(chartType)}
            </p>
          ) : null}
        </div>
        <Button variant="outline" onClick={newConversation} disabled={busy || messages.length === 0}>
          <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
          {t.newConversation}
        </Button>
      </div>
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-busy={busy}
        aria-label={t.chatHeading}
        tabIndex={0}
        className="mt-4 h-[60vh] min-h-80 space-y-4 overflow-y-auto rounded-2xl border border-brand-100 bg-white p-3 shadow-sm sm:p-5"
      >
        <Bubble role="assistant" text={greeting} />
        {messages.map((message) => (
          <Bubble key={message.id} role={message.role === "user" ? "user" : "assistant"} text={textOf(message)} />
        ))}
        {status === "submitted" ? (
          <p className="flex items-center gap-2 text-slate-600">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t.typing}
          </p>
        ) : null}
      </div>
      <form onSubmit={send} className="mt-4 flex items-end gap-2" aria-label={t.chatHeading}>
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t.inputLabel}
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t.placeholder}
            maxLength={maxQuestionChars}
            rows={2}
            disabled={disabled}
            aria-describedby={hintId}
            className="block w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            {t.lengthHint(maxQuestionChars)} Enter envia; Shift+Enter quebra a linha.
          </p>
        </div>
        {busy ? (
          <Button type="button" variant="outline" size="lg" onClick={() => void stop()} aria-label={t.stop}>
            <Square className="h-4 w-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="lg" disabled={disabled} aria-label={t.send}>
            <Send className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </form>
    </section>
  );
}

function Bubble({ role, text }: { role: "user" | "assistant"; text: string }) {
  if (role === "user") {
    return (
      <div className="flex justify-end">
        <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-white">
          <span className="sr-only">{t.you}: </span>
          {text}
        </div>
      </div>
    );
  }
  return (
    <div className="flex justify-start">
      <div className="compass-markdown max-w-[85%] break-words rounded-2xl rounded-bl-sm bg-brand-50 px-4 py-2 text-slate-900">
        <span className="sr-only">{t.bot}: </span>
        <Markdown components={markdownComponents}>{text}</Markdown>
      </div>
    </div>
  );
}

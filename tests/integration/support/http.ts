// A browser stand-in for integration tests: keeps cookies, sends what a browser's fetch sends
// (Origin on POST, JSON content type) and never follows redirects, so tests can assert them.

type Fetch = (
  request: Request,
  env: { incoming: { socket: { remoteAddress: string; remotePort: number; remoteFamily: string } } },
) => Response | Promise<Response>;

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly fetchApp: Fetch,
    readonly origin: string,
    readonly ip: string,
  ) {}

  /** `target` is a path, or an absolute URL on the app's own origin (a link from an e-mail). */
  async request(target: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, this.origin);
    if (url.origin !== this.origin) throw new Error(`endereço fora da aplicação de teste: ${target}`);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", this.origin);
    const response = await this.fetchApp(new Request(url, { ...init, headers, redirect: "manual" }), {
      // What @hono/node-server's getConnInfo reads: the address rate limits are keyed on.
      incoming: { socket: { remoteAddress: this.ip, remotePort: 40000, remoteFamily: "IPv4" } },
    });
    this.store(response.headers.getSetCookie());
    return response;
  }

  get(target: string, headers?: HeadersInit) {
    return this.request(target, { headers });
  }

  /** What app/lib/post.ts does in the browser. */
  postJson(target: string, body: unknown) {
    return this.request(target, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  }

  /** POSTs and reads the JSON answer with its status. */
  async action<T = ActionBody>(target: string, body: unknown): Promise<{ status: number; body: T }> {
    const response = await this.postJson(target, body);
    return { status: response.status, body: (await response.json()) as T };
  }

  /**
   * The page's HTML, failing loudly when the status is not the expected one. React's `<!-- -->`
   * separators between adjacent text parts are removed, so tests match the text a person reads.
   */
  async page(target: string, expectedStatus = 200): Promise<string> {
    const response = await this.get(target);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    if (response.status !== expectedStatus) throw new Error(`GET ${target}: ${response.status} (esperado ${expectedStatus})\n${html.slice(0, 500)}`);
    return html;
  }

  private store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key, v = ""] = a.split("=").map((s) => s.trim());
        if (key.toLowerCase() === "max-age") return Number(v) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(v) <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

interface ActionBody {
  ok: boolean;
  status?: number;
  toast?: { title: string; description?: string; destructive?: boolean; duration?: number };
  fieldErrors?: Record<string, string>;
  [key: string]: unknown;
}

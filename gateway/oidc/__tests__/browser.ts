/**
 * A minimal browser for driving sign-in flows with fetch: a cookie jar (name, path, expiry,
 * per host) and redirects followed by hand, so every hop can be inspected.
 */
type Cookie = { name: string; value: string; host: string; path: string };

export type Hop = { url: string; status: number; location?: string };

export class TestBrowser {
  private readonly cookies = new Map<string, Cookie>();
  /** Every Set-Cookie header received, for asserting on attributes. */
  readonly setCookies: string[] = [];

  constructor(readonly base: string) {}

  /** One request, no redirects followed. */
  async request(target: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, this.base);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const header of response.headers.getSetCookie()) this.store(url, header);
    return response;
  }

  /** Follows redirects (as GET) until a non-redirect answer or `stopAt` matches the next URL. */
  async follow(
    target: string,
    init: RequestInit = {},
    stopAt?: (next: URL) => boolean,
  ): Promise<{ response: Response; url: string; hops: Hop[] }> {
    const hops: Hop[] = [];
    let url = new URL(target, this.base).href;
    let response = await this.request(url, init);
    for (let i = 0; i < 15; i++) {
      const location = response.headers.get("location");
      hops.push({ url, status: response.status, ...(location ? { location } : {}) });
      if (response.status < 300 || response.status >= 400 || !location) return { response, url, hops };
      const next = new URL(location, url);
      if (stopAt?.(next)) return { response, url, hops };
      url = next.href;
      response = await this.request(url);
    }
    throw new Error(`too many redirects: ${JSON.stringify(hops)}`);
  }

  /** Submits an urlencoded form like a browser would. */
  postForm(target: string, fields: Record<string, string>): Promise<Response> {
    return this.request(target, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  cookie(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  private cookieHeader(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (c) =>
          c.host === url.host &&
          (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`)),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }

  private store(url: URL, header: string): void {
    this.setCookies.push(header);
    const [pair = "", ...attributes] = header.split(";").map((p) => p.trim());
    const i = pair.indexOf("=");
    const name = pair.slice(0, i);
    const value = pair.slice(i + 1);
    const attr = new Map(attributes.map((a) => [a.split("=")[0]!.toLowerCase(), a.slice(a.indexOf("=") + 1)]));
    const path = attr.get("path") || "/";
    const key = `${url.host} ${path} ${name}`;
    const expires = attr.get("expires");
    const expired =
      attr.get("max-age") === "0" ||
      (expires !== undefined && new Date(expires).getTime() <= Date.now()) ||
      value === "";
    if (expired) this.cookies.delete(key);
    else this.cookies.set(key, { name, value, host: url.host, path });
  }
}

/** The value of a form field or attribute in server-rendered HTML. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no form in: ${html.slice(0, 500)}`);
  return match[1].replace(/&#38;/g, "&").replace(/&amp;/g, "&");
}

export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (match?.[1] === undefined) throw new Error(`no field ${name}`);
  return match[1];
}

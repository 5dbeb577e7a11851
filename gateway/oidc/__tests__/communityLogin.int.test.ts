import type { IncomingMessage } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDemoCommunityAccount } from "../../../schema/auth/communityUser.js";
import { testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import { resolveViewer } from "../../../schema/auth/viewer.js";
import { createSessions } from "../../session.js";
import { formAction, hiddenField, TestBrowser } from "./browser.js";
import { TEST_SESSION_SECRET, useTestApp } from "../../testing/testApp.js";

const DEMO = { email: "community@cyberlab.academy", password: "Community!2026" };

describe.each(testDatabaseKinds)("community sign-in through the embedded provider on %s", (kind) => {
  const app = useTestApp(kind, {
    settings: {
      oidc: {},
      // Requests through a proxy on this machine (the X-Forwarded-* test below); without it they would not count.
      trustProxy: ["loopback"],
    },
  });
  let url: string;
  let demoId: string;

  beforeAll(async () => {
    demoId = (await ensureDemoCommunityAccount(app.prisma, DEMO)).id;
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
  });

  /** From /api/login (or a login path asking to return somewhere) to the provider's sign-in page. */
  async function openLoginPage(browser: TestBrowser, loginPath = "/api/login") {
    const { response, url: pageUrl } = await browser.follow(loginPath);
    expect(response.status).toBe(200);
    const html = await response.text();
    return { html, pageUrl, action: new URL(formAction(html), pageUrl).href };
  }

  /** Signs in on the provider and stops before the browser reaches /api/callback. */
  async function signInUntilCallback(browser: TestBrowser, credentials = DEMO, loginPath = "/api/login") {
    const { action } = await openLoginPage(browser, loginPath);
    const submitted = await browser.postForm(action, credentials);
    expect(submitted.status).toBe(303);
    const { response } = await browser.follow(
      submitted.headers.get("location")!,
      {},
      (next) => next.pathname === "/api/callback",
    );
    const callback = new URL(response.headers.get("location")!, url);
    expect(callback.pathname).toBe("/api/callback");
    return callback;
  }

  async function signIn(browser: TestBrowser, credentials = DEMO) {
    const callback = await signInUntilCallback(browser, credentials);
    return browser.request(callback.href);
  }

  const viewerOf = async (cookie: string | undefined) => {
    const sessions = createSessions(TEST_SESSION_SECRET);
    const data = await sessions.read({ headers: { cookie: `cyberlab_session=${cookie}` } } as IncomingMessage);
    return resolveViewer(app.prisma, data);
  };

  it("GET /api/login redirects to the provider with PKCE (S256), state, nonce and a callback on the request's origin", async () => {
    const browser = new TestBrowser(url);
    const res = await browser.request("/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const location = new URL(res.headers.get("location")!);
    expect(location.origin).toBe(url);
    expect(location.pathname).toBe("/oidc/auth");
    const params = location.searchParams;
    expect(params.get("client_id")).toBe("cyberlab-web");
    expect(params.get("response_type")).toBe("code");
    expect(params.get("scope")).toBe("openid email profile");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(params.get("state")).toBeTruthy();
    expect(params.get("nonce")).toBeTruthy();
    expect(params.get("redirect_uri")).toBe(`${url}/api/callback`);
    // The pending login is kept in the (sealed) session cookie.
    expect(browser.cookie("cyberlab_session")).toBeTruthy();
  });

  it("builds the redirect URI from X-Forwarded-Proto and X-Forwarded-Host", async () => {
    const res = await new TestBrowser(url).request("/api/login", {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "academy.example" },
    });
    const location = new URL(res.headers.get("location")!);
    expect(location.origin).toBe("https://academy.example");
    expect(location.searchParams.get("redirect_uri")).toBe("https://academy.example/api/callback");
  });

  it("shows the project's sign-in page with labelled fields", async () => {
    const { html, pageUrl } = await openLoginPage(new TestBrowser(url));
    expect(new URL(pageUrl).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(html).toContain("<title>Sign in to CyberLab Community</title>");
    expect(html).toContain('<h1 id="page-title">Sign in to CyberLab Community</h1>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
  });

  it("answers a wrong password with 401, the error and the typed e-mail kept", async () => {
    const browser = new TestBrowser(url);
    const { action } = await openLoginPage(browser);
    const res = await browser.postForm(action, { email: DEMO.email, password: "wrong-password" });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('role="alert">Invalid email or password</p>');
    expect(html).toContain(`value="${DEMO.email}"`);
    // The same interaction still accepts the right password.
    expect((await browser.postForm(action, DEMO)).status).toBe(303);
  });

  it("escapes what the user typed", async () => {
    const browser = new TestBrowser(url);
    const { action } = await openLoginPage(browser);
    const html = await (await browser.postForm(action, { email: '"><script>alert(1)</script>', password: "x" })).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&#34;&#62;&#60;script&#62;");
  });

  it("signs in: callback, fresh HttpOnly SameSite=Lax session, redirect to /community, GraphQL as that user", async () => {
    const browser = new TestBrowser(url);
    const res = await signIn(browser);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/community");
    const sessionCookie = browser.setCookies.filter((c) => c.startsWith("cyberlab_session=")).at(-1)!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const typename = await browser.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(await typename.json()).toEqual({ data: { __typename: "Query" } });
    const me = await browser.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { email firstName lastName } }" }),
    });
    expect(await me.json()).toEqual({ data: { me: { email: DEMO.email, firstName: "Casey", lastName: "Morgan" } } });
    expect(await viewerOf(browser.cookie("cyberlab_session"))).toEqual({ id: demoId, role: "COMMUNITY" });
  });

  it("returns to the community page the member asked for, and never to another site", async () => {
    const discussion = "/community/discussions/RGlzY3Vzc2lvbjpzZWVkLWRpc2N1c3Npb24tMDE%3D";
    const landing = async (returnTo: string) => {
      const browser = new TestBrowser(url);
      const callback = await signInUntilCallback(browser, DEMO, `/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      const res = await browser.request(callback.href);
      expect(res.status).toBe(302);
      return res.headers.get("location");
    };
    expect(await landing(discussion)).toBe(discussion);
    expect(await landing("/profile")).toBe("/profile");
    for (const hostile of ["//evil.example", "/\\evil.example", "https://evil.example/community", "/admin-portal"]) {
      expect(await landing(hostile), hostile).toBe("/community");
    }
  });

  it("links the account to its subject on the first sign-in and reuses it afterwards", async () => {
    const prisma = app.prisma;
    const email = "linked.member@community.cyberlab.academy";
    const { id } = await ensureDemoCommunityAccount(prisma, { email, password: "Linked!2026" });
    const before = await prisma.user.count();
    await prisma.user.update({ where: { id }, data: { firstName: "Edited" } });

    expect((await signIn(new TestBrowser(url), { email, password: "Linked!2026" })).headers.get("location")).toBe(
      "/community",
    );
    const linked = await prisma.user.findUniqueOrThrow({ where: { id } });
    expect(linked.oidcSubject).toBe(id);
    expect(linked.firstName).toBe("Edited");

    const second = new TestBrowser(url);
    expect((await signIn(second, { email, password: "Linked!2026" })).headers.get("location")).toBe("/community");
    expect(await prisma.user.count()).toBe(before);
    expect(await viewerOf(second.cookie("cyberlab_session"))).toEqual({ id, role: "COMMUNITY" });
  });

  it("refuses a callback whose state was tampered with, and does not let it be retried", async () => {
    const browser = new TestBrowser(url);
    const callback = await signInUntilCallback(browser);
    const tampered = new URL(callback);
    tampered.searchParams.set("state", "not-the-state-we-sent");
    const res = await browser.request(tampered.href);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/community?login=failed");
    expect(await viewerOf(browser.cookie("cyberlab_session"))).toBeNull();
    // The genuine callback arriving afterwards finds no login in progress.
    expect((await browser.request(callback.href)).headers.get("location")).toBe("/community?login=failed");
  });

  it("refuses a callback without a login in progress in this browser", async () => {
    const callback = await signInUntilCallback(new TestBrowser(url));
    const other = new TestBrowser(url);
    expect((await other.request(callback.href)).headers.get("location")).toBe("/community?login=failed");
  });

  it("refuses a disabled community account", async () => {
    const prisma = app.prisma;
    const account = { email: "disabled.member@community.cyberlab.academy", password: "Disabled!2026" };
    const { id } = await ensureDemoCommunityAccount(prisma, account);
    await prisma.user.update({ where: { id }, data: { isActive: false } });
    const browser = new TestBrowser(url);
    const res = await signIn(browser, account);
    expect(res.headers.get("location")).toBe("/community?login=failed&reason=disabled");
    expect(await viewerOf(browser.cookie("cyberlab_session"))).toBeNull();
  });

  it("signs out: every session of the user ends, the provider's too, and the browser lands on /", async () => {
    const prisma = app.prisma;
    const browser = new TestBrowser(url);
    const otherDevice = new TestBrowser(url);
    await signIn(browser);
    await signIn(otherDevice);
    const oldCookie = browser.cookie("cyberlab_session");
    const { sessionVersion } = await prisma.user.findUniqueOrThrow({ where: { id: demoId } });

    const logout = await browser.request("/api/logout");
    expect(logout.status).toBe(302);
    const { response: page, url: pageUrl } = await browser.follow(logout.headers.get("location")!);
    expect(new URL(pageUrl).pathname).toBe("/oidc/session/end");
    const html = await page.text();
    const confirmed = await browser.postForm(new URL(formAction(html), pageUrl).href, {
      xsrf: hiddenField(html, "xsrf"),
      logout: "yes",
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${url}/`);

    expect((await prisma.user.findUniqueOrThrow({ where: { id: demoId } })).sessionVersion).toBe(sessionVersion + 1);
    expect(await viewerOf(oldCookie)).toBeNull();
    expect(await viewerOf(otherDevice.cookie("cyberlab_session"))).toBeNull();
    const me = await fetch(`${url}/api/auth/user`, { headers: { cookie: `cyberlab_session=${oldCookie}` } });
    expect(me.status).toBe(401);
    // The provider forgot the sign-in: the next login asks for the password again.
    const { html: again } = await openLoginPage(browser);
    expect(again).toContain('<label for="password">Password</label>');
  });

  it("signing out of all devices: the provider still remembers the member, yet the next sign-in on any device asks for the password", async () => {
    const browser = new TestBrowser(url);
    const otherDevice = new TestBrowser(url);
    await signIn(browser);
    await signIn(otherDevice);
    const signOut = await browser.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "mutation { signOutEverywhere(input: {}) { clientMutationId } }" }),
    });
    expect(((await signOut.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(await viewerOf(browser.cookie("cyberlab_session"))).toBeNull();
    expect(await viewerOf(otherDevice.cookie("cyberlab_session"))).toBeNull();

    // The other device asks for no fresh login, yet the provider, which still remembers it,
    // asks it for the password instead of signing it straight back in.
    const elsewhere = await otherDevice.request("/api/login");
    expect(new URL(elsewhere.headers.get("location")!).searchParams.get("prompt")).toBeNull();
    const { html: asked } = await openLoginPage(otherDevice);
    expect(asked).toContain('<label for="password">Password</label>');
    expect(await viewerOf(otherDevice.cookie("cyberlab_session"))).toBeNull();

    const login = await browser.request("/api/login");
    expect(new URL(login.headers.get("location")!).searchParams.get("prompt")).toBe("login");
    const { html } = await openLoginPage(browser);
    expect(html).toContain('<label for="password">Password</label>');
    // Once signed in again, the browser's sign-ins are as before.
    expect((await signIn(browser)).headers.get("location")).toBe("/community");
    const next = await browser.request("/api/login");
    expect(new URL(next.headers.get("location")!).searchParams.get("prompt")).toBeNull();
  });

  it("/api/logout without a session just goes home", async () => {
    const res = await new TestBrowser(url).request("/api/logout");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("the provider insists on PKCE and only returns codes to our own callback on the same origin", async () => {
    const authorize = (params: Record<string, string>) =>
      new TestBrowser(url).request(
        `/oidc/auth?${new URLSearchParams({ client_id: "cyberlab-web", response_type: "code", scope: "openid", ...params })}`,
      );
    const noPkce = await authorize({ redirect_uri: `${url}/api/callback`, state: "s" });
    expect(new URL(noPkce.headers.get("location")!).searchParams.get("error")).toBe("invalid_request");
    const foreign = await authorize({
      redirect_uri: "https://evil.example/api/callback",
      code_challenge: "x".repeat(43),
      code_challenge_method: "S256",
    });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get("location")).toBeNull();
    expect(await foreign.text()).toContain("Sign-in problem");
  });

  it("serves discovery for its issuer", async () => {
    const res = await fetch(`${url}/oidc/.well-known/openid-configuration`);
    const metadata = (await res.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`http://localhost:${new URL(url).port}/oidc`);
    expect(metadata.code_challenge_methods_supported).toEqual(["S256"]);
    expect(metadata.end_session_endpoint).toBeDefined();
  });
});

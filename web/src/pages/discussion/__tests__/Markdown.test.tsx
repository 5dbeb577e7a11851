import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { mentionMarkdown } from "../../../../../schema/rules/mentions";
import { Markdown, type MentionedMember } from "../Markdown";

const render = (text: string, mentions?: MentionedMember[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown mentions={mentions}>{text}</Markdown>
    </MemoryRouter>,
  );
const profile = (databaseId: string) => `/members/${encodeURIComponent(btoa(`User:${databaseId}`))}`;
const priya = { databaseId: "seed-user-priya-patel-04", firstName: "Priya", lastName: "Patel" };

describe("Markdown mentions", () => {
  it("links a mention to the member's profile with their current name, one @", () => {
    const html = render(`Thanks ${mentionMarkdown("Priya P", priya.databaseId)}!`, [priya]);
    expect(html).toContain(`Thanks <a class=`);
    expect(html).toMatch(new RegExp(`href="${profile(priya.databaseId)}"[^>]*>@Priya Patel</a>!`));
    expect(html).not.toContain("@@");
    expect(html).not.toContain("target=");
  });

  it("keeps the name written for a member who is gone, as plain text; a preview links it", () => {
    const text = `Hi ${mentionMarkdown("Ghost Member", "gone-01")}`;
    expect(render(text, [])).toMatch(/Hi <span class="[^"]+">@Ghost Member<\/span>/);
    expect(render(text)).toMatch(new RegExp(`href="${profile("gone-01")}"[^>]*>@Ghost Member</a>`));
  });

  it("handles no other member: link and keeps the sanitising of every other link", () => {
    const html = render(
      "[x](member:bad/../id) [y](javascript:alert(1)) [z](https://example.com) <b onmouseover=1>b</b>",
    );
    expect(html).not.toContain("member:");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="https://example.com" target="_blank" rel="nofollow ugc noopener noreferrer"');
    expect(html).toContain("&lt;b onmouseover=1&gt;");
  });
});

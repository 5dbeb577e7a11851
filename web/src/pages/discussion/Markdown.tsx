import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import { Link } from "react-router-dom";
import remarkGfm from "remark-gfm";
import { memberPathFromDatabaseId } from "../members/memberPath";
import { markdown, mention } from "./Markdown.css";

type MarkdownNode = { type: string; value?: string; url?: string; children?: MarkdownNode[] };

/**
 * Raw HTML in a post is shown as the text it is, never rendered: a stored `<script>` or `onerror`
 * payload reads as typed, and nothing of it reaches the page as markup.
 */
function htmlAsText() {
  const visit = (node: MarkdownNode) => {
    if (node.type === "html") node.type = "text";
    node.children?.forEach(visit);
  };
  return (tree: MarkdownNode) => visit(tree);
}

/** A mention's target, as schema/rules/mentions.ts writes it: `member:<database id>`. */
const MENTION_URL = /^member:([A-Za-z0-9_-]{1,64})$/;

/**
 * `@[Name](member:id)` parses as the text "@" and a link: the "@" moves into the link, which
 * renders it with the member's current name.
 */
function mentionsOwnTheirAt() {
  const visit = (node: MarkdownNode) => {
    node.children?.forEach((child, index, siblings) => {
      const before = siblings[index - 1];
      if (child.type === "link" && MENTION_URL.test(child.url ?? "") && before?.type === "text") {
        if (before.value?.endsWith("@")) before.value = before.value.slice(0, -1);
      }
      visit(child);
    });
  };
  return (tree: MarkdownNode) => visit(tree);
}

/**
 * Mention targets pass as they are (the link renderer turns them into profile links); every other
 * URL gets react-markdown's check, which drops javascript: and other unsafe schemes.
 */
const urlTransform = (url: string) => (MENTION_URL.test(url) ? url : defaultUrlTransform(url));

/** A member a post mentions, as the API names them now. */
export interface MentionedMember {
  databaseId: string;
  firstName: string;
  lastName: string;
}

function components(mentions: ReadonlyArray<MentionedMember> | undefined): Components {
  return {
    a: ({ node: _node, href, children, ...props }) => {
      const id = href ? MENTION_URL.exec(href)?.[1] : undefined;
      if (id) {
        // Without the post's members (a preview), the name written stands; a member who is gone is plain text.
        const member = mentions?.find((each) => each.databaseId === id);
        if (mentions && !member) return <span className={mention}>@{children}</span>;
        return (
          <Link to={memberPathFromDatabaseId(id)} className={mention}>
            @{member ? `${member.firstName} ${member.lastName}` : children}
          </Link>
        );
      }
      // Links leave the site in a new tab, without passing our page or ranking to user-posted targets.
      return (
        <a {...props} href={href} target="_blank" rel="nofollow ugc noopener noreferrer">
          {children}
        </a>
      );
    },
  };
}

interface MarkdownProps {
  children: string;
  /** The members the post mentions (its `mentionedMembers`); omitted in previews. */
  mentions?: ReadonlyArray<MentionedMember>;
}

/** A post's text as CommonMark with GitHub's tables, task lists and strikethrough, and @mentions of members. */
export function Markdown({ children, mentions }: MarkdownProps) {
  return (
    <div className={markdown}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, htmlAsText, mentionsOwnTheirAt]}
        urlTransform={urlTransform}
        components={components(mentions)}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

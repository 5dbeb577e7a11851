import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { markdown } from "./Markdown.css";

type MarkdownNode = { type: string; value?: string; children?: MarkdownNode[] };

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

// Links leave the site in a new tab, without passing our page or ranking to user-posted targets;
// react-markdown's default URL check already drops javascript: and other unsafe schemes.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="nofollow ugc noopener noreferrer" />,
};

/** A post's text as CommonMark with GitHub's tables, task lists and strikethrough. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className={markdown}>
      <ReactMarkdown remarkPlugins={[remarkGfm, htmlAsText]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}

import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData } from "react-router-dom";
import type { DiscussionPageQuery } from "../../__generated__/DiscussionPageQuery.graphql";
import type { DiscussionThread_query$key } from "../../__generated__/DiscussionThread_query.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { PageContainer } from "../../ui/layout/PageContainer";
import { usePageTitle } from "../../router/pageTitle";
import { backLink, heading, muted, narrowColumn } from "../../ui/layout/PageContainer.css";
import { UnauthorizedBoundary } from "../community/UnauthorizedBoundary";
import { promptSignIn } from "../community/unauthorized";
import { DiscussionThread } from "./DiscussionThread";
import { QuoteContext, quoteMarkdown, type QuotedAuthor } from "./quote";
import { ReplyComposer, type Quote } from "./ReplyComposer";
import { ReplyList } from "./ReplyList";
import { useRecordDiscussionView } from "./useRecordDiscussionView";
import { useReplyAddedSubscription } from "./useReplyAddedSubscription";

export const discussionPageQuery = graphql`
  query DiscussionPageQuery($id: ID!) {
    viewer {
      role
      ...TopBar_viewer
    }
    discussion(id: $id) {
      id
      title
      isLocked
      isDeleted
      isHidden
      ...DiscussionThread_discussion
      ...ReplyList_discussion
      ...ReplyComposer_discussion
    }
    ...DiscussionThread_query
  }
`;

/** /community/discussions/:id — one discussion, its replies oldest first, and a box to answer. */
export function DiscussionPage() {
  const queryRef = useLoaderData<PreloadedQuery<DiscussionPageQuery>>();
  useRefetchOnReconnect(discussionPageQuery, queryRef);
  const data = usePreloadedQuery<DiscussionPageQuery>(discussionPageQuery, queryRef);
  const { viewer, discussion } = data;
  const isMember = viewer?.role === "COMMUNITY";
  // Named after the discussion only for those who may read it; visitors are sent to sign in.
  usePageTitle(!discussion ? "Discussion not found" : isMember ? discussion.title : undefined);

  // The board is for signed-in members (spec 4): anyone else gets the signed-out toast, then sign-in.
  useEffect(() => {
    if (!isMember) promptSignIn();
  }, [isMember]);

  if (!discussion) {
    return (
      <PageContainer>
        <h1 className={heading}>Discussion not found</h1>
        <p className={muted}>It may have been removed, or the link is incomplete.</p>
        <Link to="/community">Back to the community</Link>
      </PageContainer>
    );
  }
  if (!isMember) return null;
  return (
    <UnauthorizedBoundary>
      <TopBar viewer={viewer} />
      <DiscussionView discussion={discussion} query={data} />
    </UnauthorizedBoundary>
  );
}

type Discussion = NonNullable<DiscussionPageQuery["response"]["discussion"]>;

function DiscussionView({ discussion, query }: { discussion: Discussion; query: DiscussionThread_query$key }) {
  useRecordDiscussionView(discussion.id);
  useReplyAddedSubscription(discussion.id);
  // Quote buttons put a post into the reply box; a thread that takes no replies offers none.
  const [quote, setQuote] = useState<Quote | null>(null);
  const addQuote = useCallback(
    (author: QuotedAuthor, content: string) => setQuote({ text: quoteMarkdown(author, content), at: Date.now() }),
    [],
  );
  const takesReplies = !discussion.isLocked && !discussion.isDeleted && !discussion.isHidden;
  return (
    <PageContainer>
      <div className={narrowColumn}>
        <Link to="/community" className={backLink}>
          <ArrowLeft aria-hidden="true" size={16} />
          Back to discussions
        </Link>
        <QuoteContext.Provider value={takesReplies ? addQuote : null}>
          <DiscussionThread discussion={discussion} query={query} />
          <ReplyList discussion={discussion} />
        </QuoteContext.Provider>
        <ReplyComposer discussion={discussion} quote={quote} />
      </div>
    </PageContainer>
  );
}

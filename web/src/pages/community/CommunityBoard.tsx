import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { CommunityBoard_query$key } from "../../__generated__/CommunityBoard_query.graphql";
import type { DiscussionOrder } from "../../__generated__/DiscussionListPaginationQuery.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { content, layout, main } from "./CommunityBoard.css";
import { SEARCH_DEBOUNCE_MS, toSearchArgument } from "./boardFilters";
import { DiscussionList } from "./DiscussionList";
import { DiscussionToolbar } from "./DiscussionToolbar";
import { DiscussionsSidebar } from "./DiscussionsSidebar";
import { BoardActivityUpdates } from "./LazyLiveUpdates";
import { NewDiscussionDialog } from "./NewDiscussionDialog";
import { useDebouncedValue } from "./useDebouncedValue";
import { WelcomeBanner } from "./WelcomeBanner";

interface CommunityBoardProps {
  query: CommunityBoard_query$key;
}

/** The signed-in board: filters, sort, sidebar category and search all narrow the server's list. */
export function CommunityBoard({ query }: CommunityBoardProps) {
  const data = useFragment(
    graphql`
      fragment CommunityBoard_query on Query {
        viewer {
          firstName
          ...TopBar_viewer
        }
        ...DiscussionsSidebar_query
        ...DiscussionList_query
        ...NewDiscussionDialog_query
      }
    `,
    query,
  );
  const [category, setCategory] = useState<string | null>(null);
  const [orderBy, setOrderBy] = useState<DiscussionOrder>("LATEST_ACTIVITY");
  const [searchText, setSearchText] = useState("");
  const search = toSearchArgument(useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS));
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = () => setDialogOpen(true);

  return (
    <>
      <TopBar viewer={data.viewer ?? null} onSearchChange={setSearchText} />
      <main className={main}>
        <WelcomeBanner firstName={data.viewer?.firstName ?? ""} onNewDiscussion={openDialog} />
        <div className={layout}>
          <DiscussionsSidebar
            query={data}
            category={category}
            onCategoryChange={setCategory}
            onNewDiscussion={openDialog}
          />
          <section className={content} aria-label="Discussions">
            <DiscussionToolbar
              category={category}
              onCategoryChange={setCategory}
              orderBy={orderBy}
              onOrderChange={setOrderBy}
            />
            <DiscussionList query={data} filter={{ category, search, orderBy }} />
          </section>
        </div>
      </main>
      <NewDiscussionDialog query={data} open={dialogOpen} onOpenChange={setDialogOpen} />
      <BoardActivityUpdates />
    </>
  );
}

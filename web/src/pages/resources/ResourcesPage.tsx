import { Suspense, useId } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router-dom";
import type { ResourcesPageQuery } from "../../__generated__/ResourcesPageQuery.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { input, label } from "../../ui/form/form.css";
import { PageContainer } from "../../ui/layout/PageContainer";
import { heading, muted } from "../../ui/layout/PageContainer.css";
import { useAddressParams } from "../community/useAddressParams";
import { useSettledSearch } from "../community/useSettledSearch";
import { PortalNav } from "../studentPortal/PortalNav";
import { ResourceList } from "./ResourceList";
import { readResourceParams, RESOURCE_KIND_LABELS, writeResourceParams, type ResourceParams } from "./resourceParams";
import { filters, page, searchField, selectField } from "./Resources.css";
import { SelectField } from "../../ui/form/SelectField";

/** Typing settles for this long before the library searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export const resourcesPageQuery = graphql`
  query ResourcesPageQuery {
    viewer {
      role
      ...TopBar_viewer
      ...PortalNav_viewer
    }
    infrastructure: track(slug: "infrastructure") {
      slug
      title
      modules {
        number
        title
        lessonPageSlug
      }
    }
    security: track(slug: "security") {
      slug
      title
      modules {
        number
        title
        lessonPageSlug
      }
    }
  }
`;

/**
 * /resources — every module's slides and readings (and, for a student, lab guides), searchable and
 * filterable by track, module and kind, each leading to its lesson page.
 */
export function ResourcesPage() {
  const queryRef = useLoaderData<PreloadedQuery<ResourcesPageQuery>>();
  useRefetchOnReconnect(resourcesPageQuery, queryRef);
  const data = usePreloadedQuery<ResourcesPageQuery>(resourcesPageQuery, queryRef);
  const { params, wanted, change } = useAddressParams(readResourceParams, writeResourceParams);
  const isStudent = data.viewer?.role === "STUDENT";
  const tracks = [data.infrastructure, data.security].filter((track) => track != null);

  return (
    <>
      {/* A student reads it in the portal's frame; members and visitors in the board's. */}
      {isStudent ? null : <TopBar viewer={data.viewer ?? null} />}
      <PageContainer>
        {isStudent && data.viewer ? <PortalNav viewer={data.viewer} /> : null}
        <div className={page}>
          <h1 className={heading}>Resources</h1>
          <p className={muted}>
            {isStudent
              ? "The slides, readings and lab guides of every module, each with its lesson page."
              : "The slides and readings of every module, each with its lesson page. Students see the lab guides too."}
          </p>
          <ResourceFilters params={wanted} onChange={change} tracks={tracks} isStudent={isStudent} />
          <Suspense fallback={<p className={muted}>Loading resources…</p>}>
            <ResourceList {...params} />
          </Suspense>
        </div>
      </PageContainer>
    </>
  );
}

type TrackOption = {
  readonly slug: string;
  readonly title: string;
  readonly modules: ReadonlyArray<{
    readonly number: number;
    readonly title: string;
    readonly lessonPageSlug: string | null | undefined;
  }>;
};

interface ResourceFiltersProps {
  params: ResourceParams;
  onChange: (params: ResourceParams) => void;
  tracks: readonly TrackOption[];
  isStudent: boolean;
}

/** The search box (debounced) and the track, module and kind filters above the library. */
function ResourceFilters({ params, onChange, tracks, isStudent }: ResourceFiltersProps) {
  const id = useId();
  // The text searches once typing settles; the other controls apply at once.
  const [text, setText] = useSettledSearch(
    params.search,
    (search) => onChange({ ...params, search }),
    SEARCH_DEBOUNCE_MS,
  );
  const shownTracks = params.track ? tracks.filter((track) => track.slug === params.track) : tracks;
  const kinds = RESOURCE_KIND_LABELS.filter((kind) => isStudent || !kind.studentsOnly);

  return (
    <div className={filters} role="search" aria-label="Find resources">
      <div className={searchField}>
        <label className={label} htmlFor={`${id}-search`}>
          Search resources
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={input}
          placeholder="Title, author, topic or module"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <SelectField
        className={selectField}
        label="Track"
        value={params.track}
        // Another track: a module of the one before no longer applies.
        onChange={(track) => onChange({ ...params, track, module: "" })}
        emptyLabel="All tracks"
        options={tracks.map((track) => ({ value: track.slug, label: track.title }))}
      />
      <SelectField
        className={selectField}
        label="Module"
        value={params.module}
        onChange={(module) => onChange({ ...params, module })}
        emptyLabel="All modules"
      >
        {shownTracks.map((track) => (
          <optgroup key={track.slug} label={track.title}>
            {track.modules.flatMap((module) =>
              module.lessonPageSlug
                ? [
                    <option key={module.lessonPageSlug} value={module.lessonPageSlug}>
                      Module {module.number}: {module.title}
                    </option>,
                  ]
                : [],
            )}
          </optgroup>
        ))}
      </SelectField>
      <SelectField
        className={selectField}
        label="Kind"
        value={params.kind ?? ""}
        onChange={(value) => onChange({ ...params, kind: kinds.find((kind) => kind.value === value)?.value ?? null })}
        emptyLabel="All kinds"
        options={kinds}
      />
    </div>
  );
}

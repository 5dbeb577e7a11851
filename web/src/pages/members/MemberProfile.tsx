import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { MemberProfile_member$key } from "../../__generated__/MemberProfile_member.graphql";
import { SPECIALIZATION_LABELS } from "../../../../schema/rules/specializations";
import { badge } from "../../ui/badge.css";
import { cardTitle, list, muted } from "../../ui/card.css";
import { formatDate } from "../../ui/format/dateTime";
import { RelativeTime } from "../../ui/format/RelativeTime";
import { heading } from "../../ui/layout/PageContainer.css";
import { specializationLabel } from "../community/formatDiscussion";
import { discussionPath } from "../discussion/discussionPath";
import { MemberAvatar } from "./MemberAvatar";
import { countLabel } from "./MemberCard";
import { bio, counts, memberText, profileHeader, section, skills } from "./Members.css";

const EXCERPT = 160;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

/** A member as other members see them: profile, activity and latest posts. Never the e-mail. */
export function MemberProfile({ member }: { member: MemberProfile_member$key }) {
  const data = useFragment(
    graphql`
      fragment MemberProfile_member on User {
        firstName
        lastName
        specialization
        bio
        skills
        memberSince
        discussionsCount
        repliesCount
        ...MemberAvatar_user
        recentDiscussions {
          id
          title
          createdAt
        }
        recentReplies {
          id
          content
          createdAt
          discussion {
            id
            title
          }
        }
      }
    `,
    member,
  );
  const name = `${data.firstName} ${data.lastName}`;
  return (
    <>
      <div className={profileHeader}>
        <MemberAvatar user={data} size="xl" />
        <div className={memberText}>
          <h1 className={heading}>{name}</h1>
          <span>{specializationLabel(data.specialization, SPECIALIZATION_LABELS)}</span>
          <span className={counts}>
            <span>Member since {formatDate(data.memberSince)}</span>
            <span aria-hidden="true">·</span>
            <span>{countLabel(data.discussionsCount, "discussion", "discussions")}</span>
            <span aria-hidden="true">·</span>
            <span>{countLabel(data.repliesCount, "reply", "replies")}</span>
          </span>
        </div>
      </div>
      <section className={section} aria-labelledby="member-about">
        <h2 id="member-about" className={cardTitle}>
          About
        </h2>
        {data.bio.trim() ? <p className={bio}>{data.bio}</p> : <p className={muted}>No bio yet.</p>}
        {data.skills.length > 0 ? (
          <ul className={skills} aria-label="Skills">
            {data.skills.map((skill) => (
              <li key={skill} className={badge}>
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>No skills listed yet.</p>
        )}
      </section>
      <section className={section} aria-labelledby="member-discussions">
        <h2 id="member-discussions" className={cardTitle}>
          Recent discussions
        </h2>
        {data.recentDiscussions.length === 0 ? (
          <p className={muted}>No discussions yet.</p>
        ) : (
          <ul className={list}>
            {data.recentDiscussions.map((discussion) => (
              <li key={discussion.id}>
                <Link to={discussionPath(discussion.id)}>{discussion.title}</Link>{" "}
                <span className={muted}>
                  <RelativeTime date={discussion.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={section} aria-labelledby="member-replies">
        <h2 id="member-replies" className={cardTitle}>
          Recent replies
        </h2>
        {data.recentReplies.length === 0 ? (
          <p className={muted}>No replies yet.</p>
        ) : (
          <ul className={list}>
            {data.recentReplies.map((reply) => (
              <li key={reply.id}>
                <p>{excerpt(reply.content)}</p>
                <span className={muted}>
                  In{" "}
                  <Link to={`${discussionPath(reply.discussion.id)}#reply-${encodeURIComponent(reply.id)}`}>
                    {reply.discussion.title}
                  </Link>{" "}
                  · <RelativeTime date={reply.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

import { useId, useRef, useState, type ComponentProps, type KeyboardEvent, type Ref } from "react";
import { graphql } from "react-relay";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { activeMention, insertMention, type ActiveMention } from "./mentionQuery";
import { listbox, option, wrapper } from "./MentionTextarea.css";
import { useMemberSuggestions } from "./useMemberSuggestions";

// The suggestions' query lives with the list that shows every field it asks for.
const suggestionsQuery = graphql`
  query MentionTextareaSuggestionsQuery($search: String!) {
    memberSuggestions(search: $search) {
      id
      databaseId
      firstName
      lastName
      profileImageUrl
    }
  }
`;

type TextareaProps = Omit<ComponentProps<"textarea">, "value" | "onChange" | "ref" | "role">;

interface MentionTextareaProps extends TextareaProps {
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A text box where "@" and a few letters suggest members (the ARIA combobox pattern: the box owns
 * a listbox; ArrowUp/ArrowDown move, Enter or Tab picks, Escape closes). Picking writes the
 * member's mention, `@[Name](member:<id>)`, and a space.
 */
export function MentionTextarea({ value, onValueChange, ref, onKeyDown, ...props }: MentionTextareaProps) {
  const listId = useId();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const [mention, setMention] = useState<ActiveMention | null>(null);
  const [active, setActive] = useState(0);
  // Escape closes the list for the text typed so far; another letter opens it again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const members = useMemberSuggestions(suggestionsQuery, mention?.query ?? null);
  const open = mention !== null && dismissed !== `${mention.start}:${mention.query}` && members.length > 0;
  const highlighted = open ? Math.min(active, members.length - 1) : -1;

  const follow = (element: HTMLTextAreaElement) => {
    const found = activeMention(element.value, element.selectionStart);
    setMention((current) => (current?.start === found?.start && current?.query === found?.query ? current : found));
    if (found?.query !== mention?.query) setActive(0);
    if (!found || `${found.start}:${found.query}` !== dismissed) setDismissed(null);
  };

  const pick = (index: number) => {
    const member = members[index];
    const element = box.current;
    if (!member || !mention || !element) return;
    const next = insertMention(value, mention, element.selectionStart, {
      name: `${member.firstName} ${member.lastName}`,
      databaseId: member.databaseId,
    });
    onValueChange(next.text);
    setMention(null);
    // The caret goes after the inserted mention once React has written the new text.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((highlighted + step + members.length) % members.length);
        return;
      }
      if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey) {
        event.preventDefault();
        pick(highlighted);
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        setDismissed(`${mention.start}:${mention.query}`);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className={wrapper}>
      <textarea
        {...props}
        ref={(element) => {
          box.current = element;
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(highlighted) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target);
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onBlur={() => setMention(null)}
        onKeyDown={keyDown}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label="Members to mention" className={listbox}>
          {members.map((member, index) => (
            <li
              key={member.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              className={option}
              // Keep focus (and the caret) in the box while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              <UserAvatar
                id={member.id}
                firstName={member.firstName}
                lastName={member.lastName}
                imageUrl={member.profileImageUrl}
                size="sm"
              />
              {member.firstName} {member.lastName}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

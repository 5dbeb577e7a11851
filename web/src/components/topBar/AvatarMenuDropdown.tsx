import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "react-router-dom";
import { content, email as emailStyle, label, name, trigger } from "./AvatarMenu.css";
import { menuItem as item, menuSeparator as separator } from "../../ui/menu.css";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { visuallyHidden } from "../../ui/visuallyHidden.css";

export interface AvatarMenuProps {
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null | undefined;
  /** Moderators get a way to their queue. */
  isModerator?: boolean;
}

/** The signed-in person's menu: who they are, their profile and settings, and Sign Out. Loaded by AvatarMenu. */
export function AvatarMenuDropdown({ firstName, lastName, email, profileImageUrl, isModerator }: AvatarMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={trigger}>
        <span className={visuallyHidden}>Account menu</span>
        <UserAvatar id={email} firstName={firstName} lastName={lastName} imageUrl={profileImageUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={content} align="end" sideOffset={6}>
          <DropdownMenu.Label className={label}>
            <span className={name}>
              {firstName} {lastName}
            </span>
            <span className={emailStyle}>{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={separator} />
          <DropdownMenu.Item asChild className={item}>
            <Link to="/profile">View Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/settings">Settings</Link>
          </DropdownMenu.Item>
          {isModerator ? (
            <DropdownMenu.Item asChild className={item}>
              <Link to="/community/moderation">Moderation queue</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className={separator} />
          <DropdownMenu.Item asChild className={item}>
            {/* A full page navigation: the server ends the session and the provider's. */}
            <a href="/api/logout">Sign Out</a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

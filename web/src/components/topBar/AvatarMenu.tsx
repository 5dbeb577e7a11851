import { Suspense } from "react";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { lazyControl } from "../../ui/lazy/lazyControl";
import type { AvatarMenuProps } from "./AvatarMenuDropdown";
import { trigger } from "./AvatarMenu.css";

const AvatarMenuDropdown = lazyControl(() =>
  import("./AvatarMenuDropdown").then((module) => module.AvatarMenuDropdown),
);

/** The account menu (AvatarMenuDropdown), with an inert copy of its avatar button until its code arrives. */
export function AvatarMenu(props: AvatarMenuProps) {
  return (
    <Suspense
      fallback={
        <span className={trigger} aria-hidden="true">
          <UserAvatar
            id={props.email}
            firstName={props.firstName}
            lastName={props.lastName}
            imageUrl={props.profileImageUrl}
          />
        </span>
      }
    >
      <AvatarMenuDropdown {...props} />
    </Suspense>
  );
}

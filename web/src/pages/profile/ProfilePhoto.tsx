import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { buttonRecipe } from "../../ui/button.css";
import { hint, photo } from "./ProfilePage.css";

interface ProfilePhotoProps {
  id: string;
  firstName: string;
  lastName: string;
  imageUrl: string | null | undefined;
}

/** The picture and Change Photo; uploading is not wired (spec 2), so the button only shows the rule. */
export function ProfilePhoto({ id, firstName, lastName, imageUrl }: ProfilePhotoProps) {
  return (
    <div className={photo}>
      <UserAvatar
        id={id}
        firstName={firstName}
        lastName={lastName}
        imageUrl={imageUrl}
        size="xl"
        label="Profile picture"
      />
      <div>
        <button type="button" className={buttonRecipe({ variant: "outline" })} aria-describedby="photo-hint">
          Change Photo
        </button>
        <p id="photo-hint" className={hint}>
          JPG, PNG or GIF, max 2MB
        </p>
      </div>
    </div>
  );
}

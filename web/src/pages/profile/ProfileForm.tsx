import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { useLocation, useNavigate } from "react-router-dom";
import type { ProfileForm_profile$key } from "../../__generated__/ProfileForm_profile.graphql";
import { profileSchema } from "../../../../schema/profile";
import { buttonRecipe } from "../../ui/button.css";
import { ProfilePhoto } from "./ProfilePhoto";
import { actions, card, row } from "./ProfilePage.css";
import { NameField } from "./NameField";
import { SkillsField } from "./SkillsField";
import { SpecializationField } from "./SpecializationField";
import { fieldErrors } from "./skills";
import { useUpdateProfileMutation } from "./useUpdateProfileMutation";

interface ProfileFormProps {
  profile: ProfileForm_profile$key;
}

export function ProfileForm({ profile }: ProfileFormProps) {
  const data = useFragment(
    graphql`
      fragment ProfileForm_profile on Profile {
        id
        firstName
        lastName
        email
        profileImageUrl
        specialization
        bio
        skills
      }
    `,
    profile,
  );
  const [values, setValues] = useState({
    firstName: data.firstName,
    lastName: data.lastName,
    specialization: data.specialization ?? "",
    bio: data.bio,
  });
  const [skills, setSkills] = useState<readonly string[]>(data.skills);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, isSaving] = useUpdateProfileMutation();
  const navigate = useNavigate();
  const location = useLocation();
  // Back where the member came from; a page opened on its own (a new tab, a bookmark) has no
  // in-app history, and going back would leave the app, so it goes to the board.
  const cancel = () => void (location.key === "default" ? navigate("/community") : navigate(-1));
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules (schema/profile.ts): names required, skills trimmed and unique.
    const parsed = profileSchema.safeParse({
      ...values,
      specialization: values.specialization || null,
      skills: [...skills],
    });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (parsed.success) {
      save(parsed.data);
      return;
    }
    // Focus the first field that needs attention, once React has marked it invalid.
    const form = event.currentTarget as HTMLFormElement;
    requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  return (
    <form className={card} onSubmit={submit} noValidate aria-label="Profile settings">
      <ProfilePhoto
        id={data.id}
        firstName={values.firstName}
        lastName={values.lastName}
        imageUrl={data.profileImageUrl}
      />
      <div className={row}>
        <NameField
          id="profile-first-name"
          label="First Name"
          value={values.firstName}
          onChange={set("firstName")}
          error={errors.firstName}
        />
        <NameField
          id="profile-last-name"
          label="Last Name"
          value={values.lastName}
          onChange={set("lastName")}
          error={errors.lastName}
        />
      </div>
      <NameField id="profile-email" label="Email" value={data.email} readOnly hint="Email cannot be changed" />
      <SpecializationField value={values.specialization} onChange={set("specialization")} />
      <NameField id="profile-bio" label="Bio" value={values.bio} onChange={set("bio")} multiline error={errors.bio} />
      <SkillsField skills={skills} onChange={setSkills} />
      <div className={actions}>
        <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={cancel}>
          Cancel
        </button>
        <button type="submit" className={buttonRecipe()} disabled={isSaving}>
          {isSaving ? "Saving…" : "Save Changes"}
        </button>
      </div>
    </form>
  );
}

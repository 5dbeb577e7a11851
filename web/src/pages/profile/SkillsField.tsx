import { useState } from "react";
import { control, field, hint, tag, tagRemove, tags } from "./ProfilePage.css";
import { addSkill, removeSkill } from "./skills";

interface SkillsFieldProps {
  skills: readonly string[];
  onChange: (skills: readonly string[]) => void;
}

/** Skill tags: Enter adds the typed skill (trimmed, no duplicates); × removes one. */
export function SkillsField({ skills, onChange }: SkillsFieldProps) {
  const [typed, setTyped] = useState("");
  return (
    <div className={field}>
      <label htmlFor="profile-skill">Skills</label>
      <ul className={tags} aria-label="Skills">
        {skills.map((skill) => (
          <li key={skill} className={tag}>
            {skill}
            <button
              type="button"
              className={tagRemove}
              aria-label={`Remove ${skill}`}
              onClick={() => onChange(removeSkill(skills, skill))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id="profile-skill"
        className={control}
        value={typed}
        placeholder="Add a skill and press Enter"
        aria-describedby="profile-skill-hint"
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          onChange(addSkill(skills, typed));
          setTyped("");
        }}
      />
      <span id="profile-skill-hint" className={hint}>
        Press Enter to add a skill.
      </span>
    </div>
  );
}

import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.js";
import "./types/admin.js";
import "./types/audit.js";
import "./types/auth.js";
import "./types/category.js";
import "./types/course.js";
import "./types/discussion.js";
import "./types/discussionMutations.js";
import "./types/lesson.js";
import "./types/lessonMutations.js";
import "./types/portal.js";
import "./types/profile.js";
import "./types/signup.js";
import "./types/track.js";
import "./types/student.js";
import "./types/user.js";

export const schema = lexicographicSortSchema(builder.toSchema());

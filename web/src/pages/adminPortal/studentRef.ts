/** What the actions on a student's row need to know about the student. */
export interface StudentRef {
  /** Relay global id: the record the store updates. */
  id: string;
  /** The id the admin mutations take. */
  databaseId: string;
  /** First and last name, for dialog titles. */
  name: string;
  /** Id of the element holding the name, so each action's button can be described by it. */
  nameId: string;
}

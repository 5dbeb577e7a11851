import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { ConnectionHandler, ROOT_ID } from "relay-runtime";
import type { CourseForm } from "../../../../schema/adminRules";
import type { useCourseMutationsCreateMutation } from "../../__generated__/useCourseMutationsCreateMutation.graphql";
import type { useCourseMutationsSetActiveMutation } from "../../__generated__/useCourseMutationsSetActiveMutation.graphql";
import type { useCourseMutationsUpdateMutation } from "../../__generated__/useCourseMutationsUpdateMutation.graphql";
import { auditLogConnections } from "./useAdminAction";
import { useAdminFeedback } from "./useAdminFailureToast";

// Payloads spread the course row's fragment, so an edit or a state change shows in place; a new
// course's edge is appended to both course lists (the Courses tab and the students' course pickers).
const createMutation = graphql`
  mutation useCourseMutationsCreateMutation($input: CreateCourseInput!, $courseLists: [ID!]!, $connections: [ID!]!) {
    createCourse(input: $input) {
      courseEdge @appendEdge(connections: $courseLists) {
        cursor
        node {
          id
          databaseId
          title
          isActive
          ...CourseRow_course
        }
      }
      auditEntryEdge @prependEdge(connections: $connections) {
        cursor
        node {
          ...AuditEntryRow_entry
        }
      }
    }
  }
`;
const updateMutation = graphql`
  mutation useCourseMutationsUpdateMutation($input: UpdateCourseInput!, $connections: [ID!]!) {
    updateCourse(input: $input) {
      course {
        title
        ...CourseRow_course
      }
      auditEntryEdge @prependEdge(connections: $connections) {
        cursor
        node {
          ...AuditEntryRow_entry
        }
      }
    }
  }
`;
const setActiveMutation = graphql`
  mutation useCourseMutationsSetActiveMutation($input: SetCourseActiveInput!, $connections: [ID!]!) {
    setCourseActive(input: $input) {
      course {
        id
        isActive
      }
      auditEntryEdge @prependEdge(connections: $connections) {
        cursor
        node {
          ...AuditEntryRow_entry
        }
      }
    }
  }
`;

const courseLists = () =>
  ["CoursesPanel_allCourses", "StudentsPanel_allCourses"].map((key) => ConnectionHandler.getConnectionID(ROOT_ID, key));

export function useCreateCourseMutation() {
  const [commit, isInFlight] = useMutation<useCourseMutationsCreateMutation>(createMutation);
  const feedback = useAdminFeedback();
  const create = useCallback(
    (input: CourseForm, onDone: () => void) =>
      commit({
        variables: { input, courseLists: courseLists(), connections: auditLogConnections() },
        ...feedback(
          "useCourseMutationsCreateMutation",
          { succeeded: "Course created successfully", failed: "Failed to create course" },
          onDone,
        ),
      }),
    [commit, feedback],
  );
  return [create, isInFlight] as const;
}

export function useUpdateCourseMutation(courseId: string) {
  const [commit, isInFlight] = useMutation<useCourseMutationsUpdateMutation>(updateMutation);
  const feedback = useAdminFeedback();
  const update = useCallback(
    (input: CourseForm, onDone: () => void) =>
      commit({
        variables: { input: { ...input, courseId }, connections: auditLogConnections() },
        ...feedback(
          "useCourseMutationsUpdateMutation",
          { succeeded: "Course updated successfully", failed: "Failed to update course" },
          onDone,
        ),
      }),
    [commit, feedback, courseId],
  );
  return [update, isInFlight] as const;
}

export function useSetCourseActiveMutation(courseId: string) {
  const [commit, isInFlight] = useMutation<useCourseMutationsSetActiveMutation>(setActiveMutation);
  const feedback = useAdminFeedback();
  const setActive = useCallback(
    (isActive: boolean) =>
      commit({
        variables: { input: { courseId, isActive }, connections: auditLogConnections() },
        optimisticResponse: { setCourseActive: { course: { id: courseId, isActive }, auditEntryEdge: null } },
        ...feedback("useCourseMutationsSetActiveMutation", {
          succeeded: isActive ? "Course activated" : "Course deactivated",
          failed: "Failed to update course",
        }),
      }),
    [commit, feedback, courseId],
  );
  return [setActive, isInFlight] as const;
}

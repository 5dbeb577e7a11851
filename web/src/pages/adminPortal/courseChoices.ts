/** A course as the enrolment pickers list it: an inactive one says so. */
export function courseChoiceLabel(title: string, isActive: boolean): string {
  return isActive ? title : `${title} (inactive)`;
}

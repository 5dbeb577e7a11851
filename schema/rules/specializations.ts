// Without zod, so that screens which only show a specialization do not load the form rules.

/** Display names of the specializations, as forms and legacy clients use them. */
export const SPECIALIZATION_LABELS = {
  NETWORK_SECURITY: "Network Security",
  CRYPTOGRAPHY: "Cryptography",
  PENETRATION_TESTING: "Penetration Testing",
  DIGITAL_FORENSICS: "Digital Forensics",
  SECURITY_ANALYSIS: "Security Analysis",
  INCIDENT_RESPONSE: "Incident Response",
} as const;

export type SpecializationKey = keyof typeof SPECIALIZATION_LABELS;

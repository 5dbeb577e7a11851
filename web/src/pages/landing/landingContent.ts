// Marketing copy for the public landing page (spec 2 and 9). Pure marketing text stays static
// (ARCHITECTURE decision 1); the catalogue itself comes from the server on /courses.

export interface CourseTopic {
  title: string;
  months: number;
  description: string;
  highlights: readonly string[];
}

/** The four course topic cards: 6, 6, 6 and 4 months (spec 9). */
export const COURSE_TOPICS: readonly CourseTopic[] = [
  {
    title: "IT Infrastructure Engineering",
    months: 6,
    description: "Networks, servers, directories and clouds: the systems every organisation runs on.",
    highlights: ["Networking & routing", "Windows Server & Linux", "Active Directory"],
  },
  {
    title: "IT Security Engineering",
    months: 6,
    description: "Defend networks, endpoints and identities, and respond when something goes wrong.",
    highlights: ["Firewalls & IDS", "SIEM & monitoring", "Incident response"],
  },
  {
    title: "Security Architecture",
    months: 6,
    description: "Design secure enterprise systems, from zero trust to governance and compliance.",
    highlights: ["Zero trust design", "Threat modelling", "Governance & risk"],
  },
  {
    title: "Cloud Security",
    months: 4,
    description: "Secure workloads, identities and data on the major public cloud platforms.",
    highlights: ["Cloud IAM", "Secure landing zones", "Posture management"],
  },
];

export interface PricingPlan {
  /** Sent to the checkout page as ?plan=. */
  id: string;
  name: string;
  monthlyPrice: number;
  popular: boolean;
  features: readonly string[];
}

/** Spec 9: the three plans, per month, the Security Architect plan marked Popular. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: "it-infrastructure-engineer",
    name: "IT Infrastructure Engineer Track",
    monthlyPrice: 99.99,
    popular: false,
    features: ["7 infrastructure modules", "Hands-on virtual labs", "Community access", "Certificate of completion"],
  },
  {
    id: "it-security-architect",
    name: "IT Security Architect Track",
    monthlyPrice: 299.99,
    popular: true,
    features: [
      "Everything in both engineering tracks",
      "Architecture design projects",
      "1:1 mentor calls",
      "Career coaching",
    ],
  },
  {
    id: "it-security-engineering",
    name: "IT Security Engineering Track",
    monthlyPrice: 149.99,
    popular: false,
    features: ["9 security modules", "Attack & defence labs", "Mentor Q&A", "Certification prep"],
  },
];

export const TRIAL_TEXT = "Every plan starts with a free 2-week trial. Cancel any time.";

export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: readonly Faq[] = [
  {
    question: "How does the free 2-week trial work?",
    answer:
      "Pick a plan and start learning straight away. You are not charged during the first two weeks, and you can cancel before the trial ends at no cost.",
  },
  {
    question: "Do I need prior IT experience?",
    answer:
      "No. The IT Infrastructure Engineer Track starts from the fundamentals; the security tracks suit learners with some IT background.",
  },
  {
    question: "How do the hands-on labs work?",
    answer:
      "Every module comes with browser-based lab environments, so you practise on real systems without installing anything.",
  },
  {
    question: "Will I get help when I am stuck?",
    answer:
      "Yes. Mentors answer questions on every lesson, and the community discussion board is open to all students.",
  },
  {
    question: "Can I switch plans or cancel?",
    answer:
      "You can upgrade, downgrade or cancel at any time from the checkout portal; changes apply from the next billing month.",
  },
];

export const TESTIMONIAL = {
  quote:
    "The labs felt like the job itself. Three months after finishing the security track I started as a SOC analyst.",
  name: "Maria Gonzalez",
  role: "SOC Analyst, graduate of the IT Security Engineering Track",
} as const;

/** Spec 9's marketing figures. */
export const MARKETING_FIGURES = [
  { value: "2,500+", label: "Students trained" },
  { value: "87%", label: "Job placement rate" },
] as const;

// The spec's sample content as data (spec sections 2, 3 and 9). The seed only creates what is
// missing, so an admin's or a user's later changes survive a second run.

export const categories = [
  { id: "lab", name: "Lab Help", color: "#3b82f6", icon: "fas fa-flask", position: 1 },
  { id: "study", name: "Study Groups", color: "#22c55e", icon: "fas fa-users", position: 2 },
  { id: "assignment", name: "Assignments", color: "#f97316", icon: "fas fa-tasks", position: 3 },
  { id: "general", name: "General Discussion", color: "#a855f7", icon: "fas fa-comments", position: 4 },
] as const;

export const tracks = [
  {
    id: "infrastructure",
    title: "IT Infrastructure Engineering",
    badge: "Engineering Track",
    path: "/it-infrastructure-modules",
    totalHours: 36,
    totalLessons: 155,
    labExercises: null,
    learningPath: ["Sequential Learning", "Hands-on Labs", "Real-world Projects", "Industry Standards"],
  },
  {
    id: "security",
    title: "IT Security Engineering",
    badge: "Security Track",
    path: "/it-security-modules",
    totalHours: 30,
    totalLessons: null,
    labExercises: 126,
    learningPath: [
      "Sequential Learning",
      "Hands-on Labs",
      "Real-world Scenarios",
      "Industry Certifications",
      "Enterprise Security",
    ],
  },
] as const;

type ModuleSeed = {
  number: number;
  title: string;
  description: string;
  duration: string;
  lessons: number;
  color: string;
  icon: string;
  status: "AVAILABLE" | "LOCKED";
  path: string | null;
};

export const trackModules: Record<(typeof tracks)[number]["id"], ModuleSeed[]> = {
  // No module 5 in the infrastructure track: the spec's table skips it.
  infrastructure: [
    { number: 1, title: "IT Fundamentals", description: "Hardware, operating systems, networking basics and the IT support toolkit.", duration: "2 hours", lessons: 8, color: "#3b82f6", icon: "fas fa-desktop", status: "AVAILABLE", path: "/it-fundamentals" },
    { number: 2, title: "Network Infrastructure", description: "Switching, routing, VLANs, subnetting and network services in practice.", duration: "3 hours", lessons: 12, color: "#22c55e", icon: "fas fa-network-wired", status: "AVAILABLE", path: "/network-infrastructure" },
    { number: 3, title: "Server Administration", description: "Windows Server and Linux administration, services, patching and backups.", duration: "4 hours", lessons: 16, color: "#a855f7", icon: "fas fa-server", status: "AVAILABLE", path: "/server-administration" },
    { number: 4, title: "Active Directory & Identity Management", description: "Domains, group policy, users, groups and identity federation.", duration: "3 hours", lessons: 14, color: "#f97316", icon: "fas fa-users-cog", status: "AVAILABLE", path: "/active-directory" },
    { number: 6, title: "Cloud Infrastructure", description: "Compute, storage and networking on public clouds, with infrastructure as code.", duration: "4 hours", lessons: 18, color: "#06b6d4", icon: "fas fa-cloud", status: "AVAILABLE", path: "/cloud-infrastructure" },
    { number: 7, title: "Virtualization Technologies", description: "Hypervisors, virtual machines, containers and high availability.", duration: "3 hours", lessons: 12, color: "#ec4899", icon: "fas fa-layer-group", status: "AVAILABLE", path: "/virtualization-technologies" },
    { number: 8, title: "Storage Solutions", description: "SAN, NAS, RAID, backup strategies and disaster recovery.", duration: "2 hours", lessons: 8, color: "#eab308", icon: "fas fa-hdd", status: "AVAILABLE", path: "/storage-solutions" },
  ],
  security: [
    { number: 1, title: "Security Fundamentals", description: "The CIA triad, threat landscape, risk and security controls.", duration: "3 hours", lessons: 12, color: "#3b82f6", icon: "fas fa-shield-alt", status: "AVAILABLE", path: "/security-fundamentals" },
    { number: 2, title: "Network Security", description: "Firewalls, IDS/IPS, segmentation, VPNs and secure protocols.", duration: "4 hours", lessons: 16, color: "#22c55e", icon: "fas fa-network-wired", status: "AVAILABLE", path: "/network-security" },
    { number: 3, title: "Endpoint Security", description: "Hardening, EDR, patch management and device control.", duration: "3 hours", lessons: 14, color: "#a855f7", icon: "fas fa-laptop", status: "AVAILABLE", path: "/endpoint-security" },
    { number: 4, title: "Identity & Access Management", description: "Authentication, MFA, single sign-on and least privilege.", duration: "4 hours", lessons: 18, color: "#f97316", icon: "fas fa-id-badge", status: "AVAILABLE", path: "/identity-access-management" },
    { number: 5, title: "Vulnerability Assessment", description: "Scanning, prioritising and remediating vulnerabilities.", duration: "3 hours", lessons: 15, color: "#06b6d4", icon: "fas fa-search", status: "AVAILABLE", path: "/vulnerability-assessment" },
    { number: 6, title: "Incident Response", description: "Detection, containment, eradication, recovery and lessons learned.", duration: "4 hours", lessons: 16, color: "#ef4444", icon: "fas fa-fire-extinguisher", status: "AVAILABLE", path: "/incident-response" },
    { number: 7, title: "Wireless Security", description: "Wi-Fi protocols, attacks on wireless networks and their defences.", duration: "2 hours", lessons: 10, color: "#ec4899", icon: "fas fa-wifi", status: "AVAILABLE", path: "/wireless-security" },
    { number: 8, title: "Database Security", description: "Access control, encryption, auditing and injection defences.", duration: "3 hours", lessons: 13, color: "#eab308", icon: "fas fa-database", status: "AVAILABLE", path: "/database-security" },
    { number: 9, title: "Cryptography", description: "Symmetric and public-key cryptography, hashing and PKI.", duration: "4 hours", lessons: 18, color: "#64748b", icon: "fas fa-key", status: "LOCKED", path: null },
  ],
};

export const courses = [
  {
    id: 1,
    title: "IT Infrastructure Engineering",
    description: "Build and run the networks, servers, directories and clouds every organisation depends on.",
    level: "Beginner",
    durationWeeks: 16,
    priceCents: 9999,
    totalLessons: 155,
    studentsCount: 1250,
    ratingTenths: 48,
    modules: ["IT Fundamentals", "Network Infrastructure", "Server Administration", "Active Directory", "Cloud Infrastructure", "Virtualization", "Storage Solutions"],
    skills: ["Networking", "Windows Server", "Linux", "Active Directory", "Cloud", "Virtualization"],
    portalPath: "/it-infrastructure-modules",
    trackId: "infrastructure",
  },
  {
    id: 2,
    title: "IT Security Engineering",
    description: "Defend networks, endpoints, identities and data, and respond when something goes wrong.",
    level: "Intermediate",
    durationWeeks: 24,
    priceCents: 14999,
    totalLessons: 132,
    studentsCount: 890,
    ratingTenths: 49,
    modules: ["Security Fundamentals", "Network Security", "Endpoint Security", "Identity & Access Management", "Vulnerability Assessment", "Incident Response", "Wireless Security", "Database Security", "Cryptography"],
    skills: ["Firewalls", "SIEM", "Vulnerability Scanning", "Incident Response", "IAM", "Cryptography"],
    portalPath: "/it-security-modules",
    trackId: "security",
  },
  {
    id: 3,
    title: "Security Architecture Design",
    description: "Design secure enterprise architectures, from zero trust to governance and compliance.",
    level: "Advanced",
    durationWeeks: 52,
    priceCents: 29999,
    totalLessons: 96,
    studentsCount: 340,
    ratingTenths: 49,
    modules: ["Security Architecture Principles", "Zero Trust Design", "Cloud Security Architecture", "Threat Modeling", "Governance, Risk & Compliance", "Capstone Project"],
    skills: ["Zero Trust", "Threat Modeling", "Cloud Security", "Risk Management", "Compliance"],
    portalPath: "/it-fundamentals",
    trackId: null,
  },
] as const;

/** Community members who wrote the sample discussions. */
export const communityMembers = [
  { id: "seed-user-alex-chen-01", email: "alex.chen@community.cyberlab.academy", firstName: "Alex", lastName: "Chen", specialization: "NETWORK_SECURITY" },
  { id: "seed-user-maria-garcia-02", email: "maria.garcia@community.cyberlab.academy", firstName: "Maria", lastName: "Garcia", specialization: "PENETRATION_TESTING" },
  { id: "seed-user-james-wilson-03", email: "james.wilson@community.cyberlab.academy", firstName: "James", lastName: "Wilson", specialization: "INCIDENT_RESPONSE" },
  { id: "seed-user-priya-patel-04", email: "priya.patel@community.cyberlab.academy", firstName: "Priya", lastName: "Patel", specialization: "CRYPTOGRAPHY" },
  { id: "seed-user-sam-okafor-05", email: "sam.okafor@community.cyberlab.academy", firstName: "Sam", lastName: "Okafor", specialization: null },
] as const;

const HOUR = 60 * 60 * 1000;

/** Sample discussions; ages are hours before the first seed. */
export const discussions = [
  { id: "seed-discussion-01", title: "VLAN trunking lab: devices on VLAN 20 cannot reach the gateway", content: "In the Network Infrastructure lab my switch trunk is up and VLAN 20 is allowed on it, but hosts on VLAN 20 cannot ping the router sub-interface at 10.0.20.1. VLAN 10 works fine. I have checked the encapsulation dot1Q 20 line and the native VLAN on both sides. What else should I look at before I rebuild the topology?", categoryId: "lab", authorId: "seed-user-alex-chen-01", isUrgent: true, isPinned: false, likesCount: 4, commentsCount: 6, viewsCount: 58, ageHours: 2, lastActivityHours: 1 },
  { id: "seed-discussion-02", title: "Welcome to the CyberLab Community: read this first", content: "Welcome! This board is for lab help, study groups and assignment questions. Search before you post, include the module and lab name in your title, and never post real credentials or client data. Mentors answer urgent lab questions first.", categoryId: "general", authorId: "seed-user-priya-patel-04", isUrgent: false, isPinned: true, likesCount: 42, commentsCount: 12, viewsCount: 640, ageHours: 24 * 30, lastActivityHours: 20 },
  { id: "seed-discussion-03", title: "Security+ study group: Tuesday and Thursday evenings", content: "We are a group of five working through the Security Fundamentals and Network Security modules together, aiming at the Security+ exam in March. We meet online on Tuesdays and Thursdays at 7 pm UTC and take turns explaining a topic. New members welcome at any point.", categoryId: "study", authorId: "seed-user-maria-garcia-02", isUrgent: false, isPinned: false, likesCount: 15, commentsCount: 9, viewsCount: 210, ageHours: 26, lastActivityHours: 5 },
  { id: "seed-discussion-04", title: "Incident Response assignment: how detailed should the timeline be?", content: "The Incident Response assignment asks for an incident timeline. Should it list every log event we found, or only the key events from initial access to containment? I have about 140 events and the report is getting long.", categoryId: "assignment", authorId: "seed-user-james-wilson-03", isUrgent: false, isPinned: false, likesCount: 7, commentsCount: 4, viewsCount: 96, ageHours: 50, lastActivityHours: 30 },
  { id: "seed-discussion-05", title: "Active Directory lab: Group Policy not applying to the Sales OU", content: "I linked a GPO that maps a network drive to the Sales OU, ran gpupdate /force on the client and rebooted, but gpresult shows the policy as denied (security filtering). The user is in the Sales OU. Do I need to add Authenticated Users back to the filter?", categoryId: "lab", authorId: "seed-user-sam-okafor-05", isUrgent: false, isPinned: false, likesCount: 9, commentsCount: 3, viewsCount: 74, ageHours: 72, lastActivityHours: null },
  { id: "seed-discussion-06", title: "Which certification after the IT Infrastructure track?", content: "I am about to finish the IT Infrastructure Engineering track and wonder whether to go for CCNA, AZ-104 or straight into the Security Engineering track. What did you choose and did it help with job applications?", categoryId: "general", authorId: "seed-user-alex-chen-01", isUrgent: false, isPinned: false, likesCount: 11, commentsCount: 8, viewsCount: 150, ageHours: 120, lastActivityHours: 96 },
] as const;

export { HOUR };

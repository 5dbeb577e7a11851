// Content of the nine security lesson pages (issue 20): the spec shows the security catalogue's
// cards but not their pages, so these follow the common lesson layout of the infrastructure pages
// (spec 2) and the shapes of spec 3 (three labs, the third locked; three readings; three comments).
// Lesson counts are the cards'. A visitor's figures are a fresh student's (0 %): the spec shows no
// sample progress for these modules. Videos are public courses on YouTube's privacy-enhanced player.
import { lab, noExtras, reading, video, type LessonPageSeed } from "./seedLessonsData.js";

const mentor = {
  mentorName: "Dr. Aisha Khan",
  mentorRole: "Senior Security Engineer & Mentor",
  mentorAvailability: "Available, responds within 24 hours",
};

// Two public full-length courses: freeCodeCamp's cybersecurity and computer networking courses.
const CYBERSECURITY_COURSE = "inWWhr5tnEA";
const NETWORKING_COURSE = "qiQR5rTSshw";

type PageInput = Pick<
  LessonPageSeed,
  "id" | "moduleNumber" | "title" | "level" | "totalLessons" | "videos" | "labs" | "readings" | "comments" | "questions"
> & {
  duration: string;
  objectives: string[];
  /** What the Up Next card names for a visitor: the next module, if any. */
  next: { title: string; state: "PLAIN" | "UNLOCK_NOTE"; note?: string } | null;
  notes?: string[];
};

function securityPage({ duration, objectives, next, notes = [], ...page }: PageInput): LessonPageSeed {
  return {
    ...page,
    trackId: "security",
    backPath: "/it-security-modules",
    communityPath: "/community",
    sampleProgress: 0,
    sampleCompletedLessons: 0,
    sampleCompletedLabs: 0,
    lessonsLabel: "Completed Lessons",
    timeLabel: "Estimated time left",
    timeText: duration,
    ...noExtras,
    quickActions: ["Download Slides", "Take Notes", "Get Help"],
    notes,
    aboutFacts: [duration, `${page.totalLessons} lessons`, page.level],
    aboutObjectives: objectives,
    upNextTitle: next?.title ?? null,
    upNextState: next?.state ?? null,
    upNextAction: next?.note ?? null,
    blocksBlankSubmit: true,
    ...mentor,
  };
}

export const securityLessonPages: LessonPageSeed[] = [
  securityPage({
    id: "security-fundamentals",
    moduleNumber: 1,
    title: "Security Fundamentals",
    level: "Beginner",
    totalLessons: 12,
    duration: "3 hours",
    next: { title: "Network Security", state: "PLAIN" },
    objectives: [
      "Explain confidentiality, integrity and availability with examples",
      "Describe common threat actors and attack vectors",
      "Assess risk as likelihood times impact",
      "Choose preventive, detective and corrective controls",
    ],
    videos: [
      video("Security Foundations: The CIA Triad and Risk", 55, "Dr. Aisha Khan", "Module 1", CYBERSECURITY_COURSE),
    ],
    labs: [
      lab(
        "Map an Organisation's Assets",
        "Inventory a small company's assets and rate each for the CIA triad.",
        45,
        "BEGINNER",
      ),
      lab(
        "Threat Model a Web Shop",
        "Draw a data-flow diagram and apply STRIDE to every trust boundary.",
        60,
        "BEGINNER",
      ),
      lab(
        "Risk Register Workshop",
        "Score ten risks, pick treatments and defend them to a review board.",
        90,
        "INTERMEDIATE",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Security Engineering",
        "Ross Anderson",
        "978-1119642787",
        "Chapters 1-3",
        "How systems fail and what makes security engineering different from other engineering.",
      ),
      reading(
        "Computer Security: Principles and Practice",
        "William Stallings and Lawrie Brown",
        "978-0134794105",
        "Chapters 1-2",
        "Core concepts, threats and the vocabulary used through the track.",
      ),
      reading(
        "Threat Modeling: Designing for Security",
        "Adam Shostack",
        "978-1118809990",
        "Chapters 1-3",
        "A practical way to find threats before attackers do.",
      ),
    ],
    comments: [
      {
        authorName: "Hannah Lee",
        content: "The risk matrix example made the likelihood/impact trade-off click for me.",
        likes: 11,
        ageHours: 3,
      },
      {
        authorName: "Carlos Mendes",
        content: "Good reminder that availability is a security property too, not only uptime.",
        likes: 6,
        ageHours: 14,
      },
      {
        authorName: "Nadia Petrova",
        content: "STRIDE per element took a while, but the lab makes it concrete.",
        likes: 4,
        ageHours: 40,
      },
    ],
    questions: [
      { text: "Is non-repudiation part of integrity or a property of its own?", status: "ANSWERED", ageHours: 28 },
      { text: "How do I pick between accepting and transferring a risk?", status: "PENDING", ageHours: 5 },
    ],
  }),
  securityPage({
    id: "network-security",
    moduleNumber: 2,
    title: "Network Security",
    level: "Intermediate",
    totalLessons: 16,
    duration: "4 hours",
    next: { title: "Endpoint Security", state: "PLAIN" },
    objectives: [
      "Design segmented networks with firewalls and DMZs",
      "Tune IDS/IPS rules and read their alerts",
      "Build site-to-site and remote-access VPNs",
      "Replace insecure protocols with secure ones",
    ],
    videos: [
      video("Firewalls, Segmentation and the DMZ", 60, "Marcus Johnson", "Module 2", NETWORKING_COURSE),
      video("Intrusion Detection and Secure Remote Access", 55, "Marcus Johnson", "Module 2B", CYBERSECURITY_COURSE),
    ],
    labs: [
      lab(
        "Write a Firewall Policy",
        "Turn a written access policy into ordered rules and test them from three zones.",
        60,
        "INTERMEDIATE",
      ),
      lab(
        "Detect a Port Scan",
        "Run Suricata on a capture, find the scan and write a rule that flags it.",
        75,
        "INTERMEDIATE",
      ),
      lab(
        "Site-to-Site VPN",
        "Connect two branch networks with IPsec and prove that traffic is encrypted.",
        120,
        "ADVANCED",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Network Security Essentials",
        "William Stallings",
        "978-0134527338",
        "Chapters 8-12",
        "Network access control, transport security, IPsec and firewalls.",
      ),
      reading(
        "The Practice of Network Security Monitoring",
        "Richard Bejtlich",
        "978-1593275099",
        "Chapters 1-4",
        "Collecting and analysing network evidence to catch intruders.",
      ),
      reading(
        "Firewalls and Internet Security",
        "William R. Cheswick, Steven M. Bellovin and Aviel D. Rubin",
        "978-0201634662",
        "Chapters 9-11",
        "The classic on perimeter design and why it is never enough alone.",
      ),
    ],
    comments: [
      {
        authorName: "Tom Becker",
        content: "Default deny on egress saved us during a real incident last year.",
        likes: 13,
        ageHours: 4,
      },
      {
        authorName: "Aiko Sato",
        content: "Any tips for keeping Suricata false positives down in a home lab?",
        likes: 3,
        ageHours: 11,
      },
      { authorName: "Samuel Okafor", content: "The DMZ diagram is the clearest I have seen.", likes: 7, ageHours: 33 },
    ],
    questions: [
      {
        text: "Should the VPN concentrator sit in the DMZ or behind the inner firewall?",
        status: "ANSWERED",
        ageHours: 45,
      },
      { text: "Is IDS still useful when most traffic is TLS?", status: "PENDING", ageHours: 8 },
    ],
  }),
  securityPage({
    id: "endpoint-security",
    moduleNumber: 3,
    title: "Endpoint Security",
    level: "Intermediate",
    totalLessons: 14,
    duration: "3 hours",
    next: { title: "Identity & Access Management", state: "PLAIN" },
    objectives: [
      "Harden Windows and Linux hosts against a benchmark",
      "Deploy and tune endpoint detection and response",
      "Run a patch management cycle",
      "Control removable media and application execution",
    ],
    videos: [video("Hardening, EDR and Patch Management", 70, "Elena Novak", "Module 3", CYBERSECURITY_COURSE)],
    labs: [
      lab(
        "Harden a Windows Server",
        "Apply CIS benchmark settings and measure the score before and after.",
        60,
        "INTERMEDIATE",
      ),
      lab(
        "Investigate an EDR Alert",
        "Follow a process tree from an alert to the malicious document that started it.",
        75,
        "INTERMEDIATE",
      ),
      lab(
        "Application Allow-Listing",
        "Roll out allow-listing to a pilot group without stopping their work.",
        120,
        "ADVANCED",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Defensive Security Handbook",
        "Lee Brotherston and Amanda Berlin",
        "978-1491960387",
        "Chapters 10-14",
        "Practical endpoint hardening, patching and monitoring on a budget.",
      ),
      reading(
        "Practical Malware Analysis",
        "Michael Sikorski and Andrew Honig",
        "978-1593272906",
        "Chapters 1-3",
        "What the malware an endpoint stops actually does.",
      ),
      reading(
        "The Art of Memory Forensics",
        "Michael Hale Ligh, Andrew Case, Jamie Levy and AAron Walters",
        "978-1118825099",
        "Chapters 1-2",
        "Why memory holds the evidence disk-based tools miss.",
      ),
    ],
    comments: [
      {
        authorName: "Grace Liu",
        content: "The process tree walkthrough is exactly what our SOC does every day.",
        likes: 10,
        ageHours: 5,
      },
      { authorName: "Ahmed Hassan", content: "Would love a Linux auditd section as well.", likes: 5, ageHours: 19 },
      { authorName: "Julia Novak", content: "Patch rings explained simply. Thanks!", likes: 3, ageHours: 47 },
    ],
    questions: [
      { text: "How do I handle servers that cannot be rebooted for patches?", status: "ANSWERED", ageHours: 36 },
      { text: "Is antivirus still needed next to an EDR agent?", status: "PENDING", ageHours: 3 },
    ],
  }),
  securityPage({
    id: "identity-access-management",
    moduleNumber: 4,
    title: "Identity & Access Management",
    level: "Intermediate",
    totalLessons: 18,
    duration: "4 hours",
    next: { title: "Vulnerability Assessment", state: "PLAIN" },
    objectives: [
      "Compare authentication factors and their attacks",
      "Roll out multi-factor authentication",
      "Configure single sign-on with SAML and OpenID Connect",
      "Apply least privilege and run access reviews",
    ],
    videos: [
      video("Authentication, MFA and Single Sign-On", 65, "Priya Raman", "Module 4", CYBERSECURITY_COURSE),
      video("Authorization, Least Privilege and Access Reviews", 50, "Priya Raman", "Module 4B", CYBERSECURITY_COURSE),
    ],
    labs: [
      lab("Enforce MFA", "Require a second factor for administrators and test the recovery path.", 45, "BEGINNER"),
      lab(
        "OpenID Connect Login",
        "Connect a web application to an identity provider with the authorization code flow and PKCE.",
        90,
        "INTERMEDIATE",
      ),
      lab(
        "Privileged Access Review",
        "Find and remove standing admin rights in a directory of 200 accounts.",
        120,
        "ADVANCED",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "OAuth 2 in Action",
        "Justin Richer and Antonio Sanso",
        "978-1617293276",
        "Chapters 1-6",
        "How delegated authorization works and where implementations go wrong.",
      ),
      reading(
        "Solving Identity Management in Modern Applications",
        "Yvonne Wilson and Abhishek Hingnikar",
        "978-1484250945",
        "Chapters 3-8",
        "Identity protocols and their use in real applications.",
      ),
      reading(
        "Zero Trust Networks",
        "Evan Gilman and Doug Barth",
        "978-1491962190",
        "Chapters 3-5",
        "Identity of users and devices as the new perimeter.",
      ),
    ],
    comments: [
      {
        authorName: "Rebecca Stone",
        content: "PKCE finally makes sense after the sequence diagram.",
        likes: 9,
        ageHours: 6,
      },
      {
        authorName: "Ivan Horvat",
        content: "Our access review took weeks; the lab shows how to script most of it.",
        likes: 8,
        ageHours: 21,
      },
      {
        authorName: "Lucia Fernandez",
        content: "Please add passkeys to the authentication factors part!",
        likes: 12,
        ageHours: 55,
      },
    ],
    questions: [
      { text: "Are SMS codes still acceptable as a second factor?", status: "ANSWERED", ageHours: 30 },
      { text: "When should I use SAML instead of OpenID Connect?", status: "PENDING", ageHours: 9 },
    ],
  }),
  securityPage({
    id: "vulnerability-assessment",
    moduleNumber: 5,
    title: "Vulnerability Assessment",
    level: "Intermediate",
    totalLessons: 15,
    duration: "3 hours",
    next: { title: "Incident Response", state: "PLAIN" },
    objectives: [
      "Plan an authorised assessment with scope and rules of engagement",
      "Scan networks and web applications for vulnerabilities",
      "Prioritise findings with CVSS and exploitability",
      "Write a report that leads to remediation",
    ],
    videos: [
      video("Scanning, Scoring and Reporting Vulnerabilities", 60, "James Carter", "Module 5", CYBERSECURITY_COURSE),
    ],
    labs: [
      lab(
        "Discover Hosts and Services",
        "Map a lab network with Nmap and record every exposed service.",
        45,
        "BEGINNER",
      ),
      lab(
        "Authenticated Vulnerability Scan",
        "Scan the same network with credentials and compare the findings.",
        75,
        "INTERMEDIATE",
      ),
      lab(
        "Prioritise and Report",
        "Rank 40 findings by risk and write the executive summary.",
        90,
        "ADVANCED",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Nmap Network Scanning",
        "Gordon Fyodor Lyon",
        "978-0979958717",
        "Chapters 1-5",
        "Host discovery and port scanning from the author of Nmap.",
      ),
      reading(
        "Network Security Assessment",
        "Chris McNab",
        "978-1491910955",
        "Chapters 1-4",
        "A methodical way to assess networks and the services they expose.",
      ),
      reading(
        "Penetration Testing: A Hands-On Introduction to Hacking",
        "Georgia Weidman",
        "978-1593275648",
        "Chapters 5-6",
        "Information gathering and finding vulnerabilities, step by step.",
      ),
    ],
    comments: [
      {
        authorName: "Olivia Brown",
        content: "Authenticated scans found three times as much in my lab. Eye-opening.",
        likes: 14,
        ageHours: 2,
      },
      { authorName: "Mateo Rossi", content: "Good point that CVSS alone is not a priority.", likes: 6, ageHours: 16 },
      { authorName: "Zara Ahmed", content: "Is there a template for the rules of engagement?", likes: 2, ageHours: 39 },
    ],
    questions: [
      { text: "How often should internal networks be scanned?", status: "ANSWERED", ageHours: 50 },
      { text: "How do I handle false positives the scanner keeps reporting?", status: "PENDING", ageHours: 6 },
    ],
  }),
  securityPage({
    id: "incident-response",
    moduleNumber: 6,
    title: "Incident Response",
    level: "Advanced",
    totalLessons: 16,
    duration: "4 hours",
    next: { title: "Wireless Security", state: "PLAIN" },
    objectives: [
      "Run the incident response life cycle from preparation to lessons learned",
      "Triage alerts and scope an incident",
      "Contain and eradicate without destroying evidence",
      "Communicate with management and regulators",
    ],
    videos: [
      video("Preparation, Detection and Triage", 60, "Sarah Mitchell", "Module 6", CYBERSECURITY_COURSE),
      video("Containment, Eradication and Recovery", 55, "Sarah Mitchell", "Module 6B", CYBERSECURITY_COURSE),
    ],
    labs: [
      lab(
        "Triage a Phishing Report",
        "Analyse a reported e-mail, find who else received it and block it.",
        60,
        "INTERMEDIATE",
      ),
      lab("Scope a Compromised Host", "Use logs and a memory image to find how far an intruder got.", 120, "ADVANCED"),
      lab(
        "Ransomware Tabletop",
        "Lead a two-hour tabletop exercise through a ransomware outbreak.",
        150,
        "EXPERT",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Incident Response & Computer Forensics",
        "Jason T. Luttgens, Matthew Pepe and Kevin Mandia",
        "978-0071798686",
        "Chapters 1-6",
        "The whole response process as practised by leading responders.",
      ),
      reading(
        "Intelligence-Driven Incident Response",
        "Scott J. Roberts and Rebekah Brown",
        "978-1491934944",
        "Chapters 3-6",
        "Using threat intelligence to find, fix and finish intrusions.",
      ),
      reading(
        "Applied Network Security Monitoring",
        "Chris Sanders and Jason Smith",
        "978-0124172081",
        "Chapters 13-15",
        "Analysing network data during an investigation.",
      ),
    ],
    comments: [
      {
        authorName: "Michael Chen",
        content: "The 'do not pull the plug' section should be printed on every server rack.",
        likes: 16,
        ageHours: 3,
      },
      { authorName: "Eva Schmidt", content: "The tabletop lab is intense but so useful.", likes: 7, ageHours: 20 },
      {
        authorName: "Kofi Boateng",
        content: "Would like more on legal notification deadlines in different countries.",
        likes: 4,
        ageHours: 60,
      },
    ],
    questions: [
      { text: "When do we involve law enforcement in an incident?", status: "ANSWERED", ageHours: 26 },
      { text: "How long should we keep logs for investigations?", status: "PENDING", ageHours: 4 },
    ],
  }),
  securityPage({
    id: "wireless-security",
    moduleNumber: 7,
    title: "Wireless Security",
    level: "Intermediate",
    totalLessons: 10,
    duration: "2 hours",
    next: { title: "Database Security", state: "PLAIN" },
    objectives: [
      "Compare WEP, WPA2 and WPA3 and their weaknesses",
      "Deploy WPA2/WPA3-Enterprise with 802.1X",
      "Detect rogue access points and evil twins",
      "Secure guest and IoT wireless networks",
    ],
    videos: [video("Wi-Fi Protocols, Attacks and Defences", 50, "Kevin Park", "Module 7", NETWORKING_COURSE)],
    labs: [
      lab(
        "Survey the Airspace",
        "Capture beacons and list every network, channel and security mode nearby.",
        30,
        "BEGINNER",
      ),
      lab(
        "WPA2-Enterprise with RADIUS",
        "Set up 802.1X with certificates and connect three clients.",
        90,
        "INTERMEDIATE",
      ),
      lab(
        "Hunt an Evil Twin",
        "Find and locate a rogue access point imitating the corporate network.",
        120,
        "ADVANCED",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Hacking Exposed Wireless",
        "Joshua Wright and Johnny Cache",
        "978-0071827638",
        "Chapters 1-5",
        "Attacks on Wi-Fi and how defenders stop them.",
      ),
      reading(
        "802.11 Wireless Networks: The Definitive Guide",
        "Matthew S. Gast",
        "978-0596100520",
        "Chapters 5-8",
        "How 802.11 framing, authentication and encryption work.",
      ),
      reading(
        "CWSP Certified Wireless Security Professional Study Guide",
        "David D. Coleman, David A. Westcott, Bryan E. Harkins and Shawn M. Jackman",
        "978-1119211082",
        "Chapters 3-6",
        "Enterprise wireless security design for the CWSP exam.",
      ),
    ],
    comments: [
      {
        authorName: "Laura Gómez",
        content: "WPA3's SAE handshake explained without hand-waving. Great.",
        likes: 8,
        ageHours: 7,
      },
      {
        authorName: "Peter Walsh",
        content: "Remember to get permission before capturing anywhere but your own lab!",
        likes: 11,
        ageHours: 25,
      },
      { authorName: "Mei Lin", content: "The rogue AP lab was my favourite so far.", likes: 5, ageHours: 58 },
    ],
    questions: [
      { text: "Is hiding the SSID worth doing at all?", status: "ANSWERED", ageHours: 33 },
      {
        text: "How do I put IoT devices that only support WPA2-Personal on a safe network?",
        status: "PENDING",
        ageHours: 10,
      },
    ],
  }),
  securityPage({
    id: "database-security",
    moduleNumber: 8,
    title: "Database Security",
    level: "Intermediate",
    totalLessons: 13,
    duration: "3 hours",
    next: { title: "Cryptography", state: "UNLOCK_NOTE", note: "Complete the other eight modules to unlock" },
    objectives: [
      "Grant database privileges by role and least privilege",
      "Encrypt data at rest and in transit",
      "Audit access to sensitive tables",
      "Prevent and detect SQL injection",
    ],
    videos: [video("Securing Databases from Access to Audit", 60, "Daniel Wright", "Module 8", "HXV3zeQKqGY")],
    labs: [
      lab(
        "Roles and Least Privilege",
        "Replace a shared admin login with roles for three applications.",
        45,
        "INTERMEDIATE",
      ),
      lab(
        "Find and Fix SQL Injection",
        "Exploit an injectable query, then fix it with parameters and prove the fix.",
        60,
        "INTERMEDIATE",
      ),
      lab(
        "Audit a Breach",
        "Use audit logs to reconstruct what an attacker read from a customer table.",
        120,
        "ADVANCED",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "SQL Injection Attacks and Defense",
        "Justin Clarke-Salt",
        "978-1597499637",
        "Chapters 1-3",
        "How injection works, how to find it and how to stop it.",
      ),
      reading(
        "Securing SQL Server",
        "Denny Cherry",
        "978-0128012758",
        "Chapters 1-5",
        "Network, encryption, password and audit settings for SQL Server.",
      ),
      reading(
        "The Web Application Hacker's Handbook",
        "Dafydd Stuttard and Marcus Pinto",
        "978-1118026472",
        "Chapter 9",
        "Attacking data stores from the web application in front of them.",
      ),
    ],
    comments: [
      {
        authorName: "Benjamin Clarke",
        content: "Parameterised queries everywhere. The demo shows why string concatenation is never safe.",
        likes: 12,
        ageHours: 4,
      },
      {
        authorName: "Chiara Bianchi",
        content: "Transparent data encryption versus column encryption was a great comparison.",
        likes: 6,
        ageHours: 22,
      },
      {
        authorName: "Rahul Verma",
        content: "Can the audit lab be done on PostgreSQL as well?",
        likes: 3,
        ageHours: 44,
      },
    ],
    questions: [
      { text: "Does an ORM protect me from SQL injection by itself?", status: "ANSWERED", ageHours: 29 },
      { text: "Where should database encryption keys be stored?", status: "PENDING", ageHours: 7 },
    ],
  }),
  securityPage({
    id: "cryptography",
    moduleNumber: 9,
    title: "Cryptography",
    level: "Advanced",
    totalLessons: 18,
    duration: "4 hours",
    next: null,
    notes: ["This is the final module of the track: complete all exercises to earn your certification."],
    objectives: [
      "Choose symmetric ciphers and modes correctly",
      "Explain public-key cryptography and digital signatures",
      "Use hashes, MACs and password hashing for their purposes",
      "Run a public key infrastructure and manage certificates",
      "Spot common cryptographic mistakes in code",
    ],
    videos: [
      video("Symmetric Encryption, Hashing and MACs", 70, "Dr. Aisha Khan", "Module 9", CYBERSECURITY_COURSE),
      video("Public-Key Cryptography and PKI", 65, "Dr. Aisha Khan", "Module 9B", CYBERSECURITY_COURSE),
    ],
    labs: [
      lab(
        "Encrypt Files with AES-GCM",
        "Encrypt and authenticate files, then show what tampering does.",
        45,
        "INTERMEDIATE",
      ),
      lab("Build a Small PKI", "Create a root and an issuing CA and issue a TLS server certificate.", 90, "ADVANCED"),
      lab(
        "Break Weak Crypto",
        "Recover secrets from ECB mode, reused nonces and unsalted hashes.",
        180,
        "EXPERT",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Serious Cryptography",
        "Jean-Philippe Aumasson",
        "978-1593278267",
        "Chapters 1-6",
        "Modern cryptography for practitioners, without the heavy mathematics.",
      ),
      reading(
        "Cryptography Engineering",
        "Niels Ferguson, Bruce Schneier and Tadayoshi Kohno",
        "978-0470474242",
        "Chapters 3-8",
        "Designing and using cryptographic systems that hold up in practice.",
      ),
      reading(
        "Applied Cryptography",
        "Bruce Schneier",
        "978-1119096726",
        "Chapters 1-2",
        "The classic survey of protocols, algorithms and their history.",
      ),
    ],
    comments: [
      {
        authorName: "Alexander Wolf",
        content: "The nonce reuse demo is terrifying and exactly why we never roll our own.",
        likes: 15,
        ageHours: 5,
      },
      {
        authorName: "Sara Nilsson",
        content: "Certificate chains finally make sense after building my own CA.",
        likes: 9,
        ageHours: 18,
      },
      { authorName: "David Osei", content: "Worth the wait after the other eight modules!", likes: 7, ageHours: 49 },
    ],
    questions: [
      { text: "Why is bcrypt better than SHA-256 for passwords?", status: "ANSWERED", ageHours: 40 },
      { text: "How should we prepare for post-quantum cryptography?", status: "PENDING", ageHours: 11 },
    ],
  }),
];

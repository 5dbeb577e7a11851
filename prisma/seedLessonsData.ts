// Content of the seven infrastructure lesson pages (the security track's are in
// seedSecurityLessonsData.ts). Figures, labels, levels and links are the spec's (section 2,
// lesson table; section 9); descriptions, readings, comments and questions are sample content in
// the shape of spec section 3 (three labs, the third locked; three readings; three comments).

type Difficulty = "BEGINNER" | "INTERMEDIATE" | "ADVANCED" | "EXPERT";
type Lab = {
  title: string;
  description: string;
  durationMinutes: number;
  difficulty: Difficulty;
  status: "AVAILABLE" | "LOCKED";
};
type Reading = { title: string; author: string; description: string; isbn: string; chapters: string };
type Video = { title: string; durationMinutes: number; instructor: string; label: string; embedUrl: string };
type Comment = { authorName: string; content: string; likes: number; ageHours: number };
type Question = { text: string; status: "ANSWERED" | "PENDING"; ageHours: number };

export type LessonPageSeed = {
  id: string;
  /** The module's track; the infrastructure track when absent. */
  trackId?: "infrastructure" | "security";
  moduleNumber: number;
  title: string;
  backPath: string;
  communityPath: string;
  level: string;
  totalLessons: number;
  sampleProgress: number;
  sampleCompletedLessons: number;
  sampleCompletedLabs: number;
  lessonsLabel: string;
  timeLabel: string | null;
  timeText: string | null;
  quickActions: string[];
  upNextTitle: string | null;
  upNextState: "CONTINUE" | "BLOCKED" | "UNLOCK_NOTE" | "PLAIN" | null;
  upNextAction: string | null;
  simulatorUrl: string | null;
  notes: string[];
  aboutFacts: string[];
  aboutObjectives: string[];
  blocksBlankSubmit: boolean;
  mentorName: string;
  mentorRole: string;
  mentorAvailability: string;
  videos: Video[];
  labs: Lab[];
  readings: Reading[];
  comments: Comment[];
  questions: Question[];
};

const mentor = {
  mentorName: "Michael Rodriguez",
  mentorRole: "Senior Network Engineer & Mentor",
  mentorAvailability: "Available, responds within 24 hours",
};

export const video = (
  title: string,
  durationMinutes: number,
  instructor: string,
  label: string,
  youtubeId: string,
): Video => ({
  title,
  durationMinutes,
  instructor,
  label,
  embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}`,
});

export const lab = (
  title: string,
  description: string,
  durationMinutes: number,
  difficulty: Difficulty,
  status: Lab["status"] = "AVAILABLE",
): Lab => ({
  title,
  description,
  durationMinutes,
  difficulty,
  status,
});

export const reading = (
  title: string,
  author: string,
  isbn: string,
  chapters: string,
  description: string,
): Reading => ({
  title,
  author,
  isbn,
  chapters,
  description,
});

export const noExtras = { quickActions: [], simulatorUrl: null, notes: [], aboutFacts: [], aboutObjectives: [] };

export const lessonPages: LessonPageSeed[] = [
  {
    id: "it-fundamentals",
    moduleNumber: 1,
    title: "IT Fundamentals",
    backPath: "/student-portal",
    communityPath: "/",
    level: "Beginner",
    totalLessons: 12,
    sampleProgress: 15,
    sampleCompletedLessons: 2,
    sampleCompletedLabs: 0,
    lessonsLabel: "Completed Lessons",
    timeLabel: "Time Spent",
    timeText: "2.5 hours",
    ...noExtras,
    quickActions: ["Download Slides", "Take Notes", "Get Help"],
    upNextTitle: "Lesson 2: Network Topologies",
    upNextState: "CONTINUE",
    upNextAction: "Continue to Next Lesson",
    blocksBlankSubmit: true,
    ...mentor,
    videos: [video("Network Fundamentals & Protocol Basics", 45, "Dr. Sarah Mitchell", "Chapter 1-2", "qiQR5rTSshw")],
    labs: [
      lab(
        "Build a Small Office Network",
        "Cable and address a four-host network, then verify connectivity with ping and traceroute.",
        45,
        "BEGINNER",
      ),
      lab(
        "Capture and Read Packets",
        "Use Wireshark to capture a web request and follow the TCP handshake and HTTP exchange.",
        60,
        "BEGINNER",
      ),
      lab(
        "Subnetting Challenge",
        "Split a /24 into subnets for five departments and prove the plan in a simulator.",
        90,
        "INTERMEDIATE",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Computer Networking: A Top-Down Approach",
        "James F. Kurose and Keith W. Ross",
        "978-0133594140",
        "Chapters 1-2",
        "The layered model of the Internet from applications down to links, with worked examples.",
      ),
      reading(
        "CompTIA Network+ Study Guide",
        "Todd Lammle",
        "978-1119811633",
        "Chapters 1-4",
        "Networking basics for the Network+ exam: models, topologies, cabling and addressing.",
      ),
      reading(
        "TCP/IP Illustrated, Volume 1",
        "Kevin R. Fall and W. Richard Stevens",
        "978-0321336316",
        "Chapters 1-3",
        "The protocols of the TCP/IP suite seen on the wire, packet by packet.",
      ),
    ],
    comments: [
      {
        authorName: "Emily Carter",
        content: "The OSI versus TCP/IP comparison finally made sense after the second half of the video.",
        likes: 12,
        ageHours: 2,
      },
      {
        authorName: "James Wilson",
        content: "Is there a cheat sheet for the common port numbers? I keep mixing up 110 and 143.",
        likes: 5,
        ageHours: 5,
      },
      {
        authorName: "Priya Sharma",
        content: "Tip: pause at the encapsulation diagram and redraw it from memory. Helped me a lot.",
        likes: 8,
        ageHours: 26,
      },
    ],
    questions: [
      { text: "What is the difference between a hub and a switch at layer 2?", status: "ANSWERED", ageHours: 30 },
      { text: "When should I use UDP instead of TCP?", status: "ANSWERED", ageHours: 50 },
      { text: "How does ARP work across different subnets?", status: "PENDING", ageHours: 4 },
    ],
  },
  {
    id: "network-infrastructure",
    moduleNumber: 2,
    title: "Network Infrastructure",
    backPath: "/it-infrastructure-modules",
    communityPath: "/community",
    level: "Intermediate",
    totalLessons: 12,
    sampleProgress: 25,
    sampleCompletedLessons: 3,
    sampleCompletedLabs: 1,
    lessonsLabel: "Completed Lessons",
    timeLabel: "Time Spent",
    timeText: "4.2 hours",
    ...noExtras,
    simulatorUrl: "https://www.gns3.com/",
    upNextTitle: "Module 3: Server Administration",
    upNextState: "BLOCKED",
    upNextAction: "Complete Current Module First",
    blocksBlankSubmit: true,
    ...mentor,
    videos: [
      video("Switching, VLANs and Trunking", 65, "Marcus Johnson", "Module 2", "gTAkxGNgKsY"),
      video("Routing Protocols and Network Services", 65, "Marcus Johnson", "Module 2", "3dL5JV7QBOQ"),
    ],
    labs: [
      lab(
        "Configure VLANs and Trunks",
        "Create three VLANs on two switches and carry them over an 802.1Q trunk.",
        60,
        "INTERMEDIATE",
      ),
      lab(
        "Static and OSPF Routing",
        "Connect three routers, then replace static routes with single-area OSPF.",
        90,
        "INTERMEDIATE",
      ),
      lab(
        "Redundant Campus Network",
        "Add HSRP and spanning-tree tuning to a two-tier campus design.",
        120,
        "ADVANCED",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "CCNA 200-301 Official Cert Guide, Volume 1",
        "Wendell Odom",
        "978-0135792735",
        "Chapters 8-12",
        "Ethernet LANs, VLANs and trunking, spanning tree and IPv4 routing for the CCNA.",
      ),
      reading(
        "Network Warrior",
        "Gary A. Donahue",
        "978-1449387860",
        "Chapters 3-7",
        "What real networks look like: switching, routing and the habits of seasoned engineers.",
      ),
      reading(
        "Interconnections: Bridges, Routers, Switches, and Internetworking Protocols",
        "Radia Perlman",
        "978-0201634488",
        "Chapters 3-4",
        "Why bridges and routers work the way they do, from the inventor of spanning tree.",
      ),
    ],
    comments: [
      {
        authorName: "Daniel Kim",
        content: "The trunking demo was great. Native VLAN mismatches explain the errors I saw in my lab.",
        likes: 9,
        ageHours: 3,
      },
      {
        authorName: "Sofia Martinez",
        content: "Does anyone have a good topology file for practising OSPF areas?",
        likes: 4,
        ageHours: 9,
      },
      {
        authorName: "Liam O'Brien",
        content: "Second video goes fast around DHCP relay; worth rewatching at 0.75x.",
        likes: 6,
        ageHours: 30,
      },
    ],
    questions: [
      { text: "Why does my trunk drop traffic for VLAN 1 only?", status: "ANSWERED", ageHours: 20 },
      { text: "Should I learn EIGRP or focus on OSPF?", status: "ANSWERED", ageHours: 70 },
      { text: "How many VLANs are practical on a small office switch?", status: "PENDING", ageHours: 6 },
    ],
  },
  {
    id: "server-administration",
    moduleNumber: 3,
    title: "Server Administration",
    backPath: "/it-infrastructure-modules",
    communityPath: "/community",
    level: "Intermediate",
    totalLessons: 16,
    sampleProgress: 15,
    sampleCompletedLessons: 1,
    sampleCompletedLabs: 0,
    lessonsLabel: "Lessons watched",
    timeLabel: "Estimated time left",
    timeText: "3h 45m",
    ...noExtras,
    upNextTitle: "Active Directory",
    upNextState: "UNLOCK_NOTE",
    upNextAction: "Complete this module to unlock",
    blocksBlankSubmit: false,
    ...mentor,
    videos: [
      video("Windows Server Installation and Roles", 85, "Angela Brooks", "Module 3", "8UlJz_W7wRQ"),
      video("Linux Server Administration Essentials", 75, "Angela Brooks", "Module 3B", "wBp0Rb-ZJak"),
    ],
    labs: [
      lab(
        "Install Windows Server Core",
        "Install Server Core, set a static address and manage it remotely with PowerShell.",
        60,
        "INTERMEDIATE",
      ),
      lab(
        "Harden an Ubuntu Server",
        "Create users, configure sudo, SSH keys and a host firewall on a fresh server.",
        75,
        "INTERMEDIATE",
      ),
      lab(
        "Automate Patching",
        "Schedule and report updates across a mixed Windows and Linux fleet.",
        120,
        "ADVANCED",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "The Practice of System and Network Administration",
        "Thomas A. Limoncelli, Christina J. Hogan and Strata R. Chalup",
        "978-0321919168",
        "Chapters 1-5",
        "Habits and processes of well-run operations teams.",
      ),
      reading(
        "UNIX and Linux System Administration Handbook",
        "Evi Nemeth, Garth Snyder, Trent R. Hein, Ben Whaley and Dan Mackin",
        "978-0134277554",
        "Chapters 2-8",
        "Booting, users, processes, the filesystem and software on Linux servers.",
      ),
      reading(
        "Windows Server 2019 Inside Out",
        "Orin Thomas",
        "978-0135492277",
        "Chapters 1-4",
        "Deploying and administering Windows Server roles and features.",
      ),
    ],
    comments: [
      {
        authorName: "Noah Thompson",
        content: "Server Core felt scary at first, but sconfig makes the basics quick.",
        likes: 7,
        ageHours: 4,
      },
      {
        authorName: "Aisha Bello",
        content: "Good reminder to never run everything as root. The sudoers section was clear.",
        likes: 10,
        ageHours: 12,
      },
      {
        authorName: "Lucas Meyer",
        content: "Would love a follow-up on systemd timers versus cron.",
        likes: 3,
        ageHours: 48,
      },
    ],
    questions: [
      { text: "Is Server Core recommended for domain controllers?", status: "ANSWERED", ageHours: 40 },
      {
        text: "How do I recover a Linux server that no longer boots after a kernel update?",
        status: "PENDING",
        ageHours: 8,
      },
    ],
  },
  {
    id: "active-directory",
    moduleNumber: 4,
    title: "Active Directory & Identity Management",
    backPath: "/it-infrastructure-modules",
    communityPath: "/community",
    level: "Intermediate",
    totalLessons: 14,
    sampleProgress: 20,
    sampleCompletedLessons: 1,
    sampleCompletedLabs: 0,
    lessonsLabel: "Lessons watched",
    timeLabel: "Time left",
    timeText: "2h 40m",
    ...noExtras,
    upNextTitle: "Cloud Infrastructure",
    upNextState: "PLAIN",
    upNextAction: null,
    blocksBlankSubmit: false,
    ...mentor,
    videos: [video("Active Directory Domain Services in Depth", 92, "Robert Chen", "Module 4", "GfRw4OYbmWE")],
    labs: [
      lab(
        "Promote a Domain Controller",
        "Install AD DS, create a forest and verify DNS and replication.",
        60,
        "INTERMEDIATE",
      ),
      lab(
        "Design OUs and Group Policy",
        "Build an OU structure and link GPOs for password and desktop settings.",
        90,
        "INTERMEDIATE",
      ),
      lab(
        "Federate with Entra ID",
        "Synchronise identities to the cloud and enable single sign-on.",
        150,
        "EXPERT",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Active Directory: Designing, Deploying, and Running Active Directory",
        "Brian Desmond, Joe Richards, Robbie Allen and Alistair G. Lowe-Norris",
        "978-1449320027",
        "Chapters 2-6",
        "Forests, domains, sites, replication and schema from design to operation.",
      ),
      reading(
        "Mastering Active Directory",
        "Dishan Francis",
        "978-1801070393",
        "Chapters 7-10",
        "Group Policy, delegation and day-to-day administration of AD DS.",
      ),
      reading(
        "Identity and Access Management: Business Performance Through Connected Intelligence",
        "Ertem Osmanoglu",
        "978-0124104334",
        "Chapters 1-3",
        "How identity programmes are planned and governed in large organisations.",
      ),
    ],
    comments: [
      {
        authorName: "Grace Lee",
        content: "The FSMO roles explanation is the clearest I have seen.",
        likes: 11,
        ageHours: 6,
      },
      {
        authorName: "Omar Haddad",
        content: "Remember to check DNS first when replication fails. Saved me an hour.",
        likes: 9,
        ageHours: 20,
      },
      {
        authorName: "Hannah Novak",
        content: "Could we get a lab on fine-grained password policies?",
        likes: 2,
        ageHours: 60,
      },
    ],
    questions: [
      { text: "Should every site have its own domain controller?", status: "ANSWERED", ageHours: 36 },
      { text: "Why does my GPO show as denied in gpresult?", status: "PENDING", ageHours: 5 },
    ],
  },
  {
    id: "cloud-infrastructure",
    moduleNumber: 6,
    title: "Cloud Infrastructure",
    backPath: "/it-infrastructure-modules",
    communityPath: "/community",
    level: "Advanced",
    totalLessons: 18,
    sampleProgress: 10,
    sampleCompletedLessons: 1,
    sampleCompletedLabs: 0,
    lessonsLabel: "Lessons",
    timeLabel: "Time left",
    timeText: "3h 50m",
    ...noExtras,
    upNextTitle: "Virtualization Technologies",
    upNextState: "PLAIN",
    upNextAction: null,
    blocksBlankSubmit: false,
    ...mentor,
    videos: [video("Designing Cloud Infrastructure at Scale", 98, "Jennifer Walsh", "Module 6", "M988_fsOSWo")],
    labs: [
      lab(
        "Launch a Virtual Network",
        "Create a VPC with public and private subnets, routing and a bastion host.",
        60,
        "INTERMEDIATE",
      ),
      lab(
        "Infrastructure as Code",
        "Describe the same network in Terraform and apply it from scratch.",
        90,
        "ADVANCED",
      ),
      lab(
        "Multi-Region Failover",
        "Replicate a workload to a second region and test a failover.",
        180,
        "EXPERT",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Cloud Computing: Concepts, Technology & Architecture",
        "Thomas Erl, Ricardo Puttini and Zaigham Mahmood",
        "978-0133387520",
        "Chapters 3-5",
        "The building blocks and delivery models of cloud platforms.",
      ),
      reading(
        "Architecting the Cloud",
        "Michael J. Kavis",
        "978-1118617618",
        "Chapters 2-6",
        "Choosing service models and designing for failure in the cloud.",
      ),
      reading(
        "Terraform: Up & Running",
        "Yevgeniy Brikman",
        "978-1098116743",
        "Chapters 1-4",
        "Managing cloud infrastructure as code with Terraform.",
      ),
    ],
    comments: [
      {
        authorName: "Ethan Park",
        content: "The shared responsibility model slide should be on every wall.",
        likes: 14,
        ageHours: 1,
      },
      {
        authorName: "Chloe Dubois",
        content: "Tip: tag every resource in the lab so cleanup is one command.",
        likes: 7,
        ageHours: 15,
      },
      {
        authorName: "Mateo Rossi",
        content: "How do the cost estimates compare across providers?",
        likes: 3,
        ageHours: 44,
      },
    ],
    questions: [
      { text: "When is a NAT gateway worth its cost?", status: "ANSWERED", ageHours: 28 },
      { text: "How should I structure Terraform state for several teams?", status: "PENDING", ageHours: 3 },
    ],
  },
  {
    id: "virtualization-technologies",
    moduleNumber: 7,
    title: "Virtualization Technologies",
    backPath: "/it-infrastructure-modules",
    communityPath: "/community",
    level: "Intermediate",
    totalLessons: 12,
    sampleProgress: 15,
    sampleCompletedLessons: 1,
    sampleCompletedLabs: 0,
    lessonsLabel: "Lessons",
    timeLabel: "Time left",
    timeText: "2h 45m",
    ...noExtras,
    upNextTitle: "Storage Solutions",
    upNextState: "PLAIN",
    upNextAction: null,
    blocksBlankSubmit: false,
    ...mentor,
    videos: [
      video("Hypervisors and Virtual Machines", 85, "David Okafor", "Module 7", "FZR0rG3HKIk"),
      video("Containers and Virtual Networking", 75, "David Okafor", "Module 7B", "cjXI-yxqGTI"),
    ],
    labs: [
      lab(
        "Build a Hypervisor Host",
        "Install a type 1 hypervisor and create two virtual machines.",
        60,
        "INTERMEDIATE",
      ),
      lab(
        "Snapshots and Live Migration",
        "Take snapshots, roll back, and move a running VM between hosts.",
        90,
        "ADVANCED",
      ),
      lab(
        "High-Availability Cluster",
        "Build a two-node cluster with shared storage and test host failure.",
        150,
        "EXPERT",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Virtualization Essentials",
        "Matthew Portnoy",
        "978-1119267720",
        "Chapters 1-5",
        "What hypervisors do and how virtual machines are built and managed.",
      ),
      reading(
        "Mastering VMware vSphere 6.7",
        "Nick Marshall, Mike Brown, G. Blair Fritz and Ryan Johnson",
        "978-1119512943",
        "Chapters 2-6",
        "Installing and running an enterprise vSphere environment.",
      ),
      reading(
        "Hardware and Software Support for Virtualization",
        "Edouard Bugnion, Jason Nieh and Dan Tsafrir",
        "978-1627056939",
        "Chapters 1-4",
        "How CPUs, memory and I/O are virtualised under the hood.",
      ),
    ],
    comments: [
      {
        authorName: "Isabella Rossi",
        content: "The type 1 versus type 2 comparison table is excellent.",
        likes: 8,
        ageHours: 7,
      },
      {
        authorName: "Kwame Mensah",
        content: "Nested virtualisation works on the lab hosts if you enable it in the BIOS settings.",
        likes: 6,
        ageHours: 22,
      },
      {
        authorName: "Mia Johansson",
        content: "Looking forward to the containers part, thanks!",
        likes: 2,
        ageHours: 52,
      },
    ],
    questions: [
      { text: "How much RAM should I reserve for the hypervisor itself?", status: "ANSWERED", ageHours: 34 },
      { text: "Are containers replacing virtual machines?", status: "PENDING", ageHours: 7 },
    ],
  },
  {
    id: "storage-solutions",
    moduleNumber: 8,
    title: "Storage Solutions",
    backPath: "/it-infrastructure-modules",
    communityPath: "/community",
    level: "Intermediate",
    totalLessons: 8,
    sampleProgress: 0,
    sampleCompletedLessons: 0,
    sampleCompletedLabs: 0,
    lessonsLabel: "Lessons",
    timeLabel: null,
    timeText: null,
    ...noExtras,
    notes: [
      "Mentors typically reply within 2-4 hours during business hours.",
      "This is the final module of the track: complete all exercises to earn your certification.",
    ],
    aboutFacts: ["2 hours", "8 sections", "Intermediate"],
    aboutObjectives: [
      "Compare DAS, NAS and SAN architectures",
      "Choose RAID levels for performance and resilience",
      "Configure iSCSI targets and initiators",
      "Plan backup, replication and disaster recovery",
      "Size storage for capacity and IOPS",
    ],
    upNextTitle: null,
    upNextState: null,
    upNextAction: null,
    blocksBlankSubmit: true,
    ...mentor,
    mentorAvailability: "Available, typically replies within 2-4 hours in business hours",
    videos: [video("Enterprise Storage: SAN, NAS and Beyond", 60, "Rachel Adams", "Module 8", "d4LqXnAlH1w")],
    labs: [
      lab("Build a RAID Array", "Create RAID 1 and RAID 5 arrays, fail a disk and rebuild.", 45, "INTERMEDIATE"),
      lab(
        "Configure an iSCSI Target",
        "Share a volume over iSCSI and mount it from a Windows and a Linux host.",
        75,
        "ADVANCED",
      ),
      lab(
        "Disaster Recovery Drill",
        "Restore a server from backup to a second site within a recovery time objective.",
        180,
        "EXPERT",
        "LOCKED",
      ),
    ],
    readings: [
      reading(
        "Information Storage and Management",
        "EMC Education Services",
        "978-1118094839",
        "Chapters 2-6",
        "Storage systems, networked storage and business continuity.",
      ),
      reading(
        "Storage Networks Explained",
        "Ulf Troppens, Rainer Erkens, Wolfgang Mueller-Friedt, Rainer Wolafka and Nils Haustein",
        "978-0470741436",
        "Chapters 2-4",
        "Fibre Channel, iSCSI and NAS in depth.",
      ),
      reading(
        "Designing Data-Intensive Applications",
        "Martin Kleppmann",
        "978-1449373320",
        "Chapters 5-6",
        "Replication and partitioning, and what they mean for the storage below.",
      ),
    ],
    comments: [
      {
        authorName: "Oliver Grant",
        content: "RAID is not a backup. Glad the video says it twice!",
        likes: 15,
        ageHours: 2,
      },
      {
        authorName: "Yuki Tanaka",
        content: "The IOPS sizing example helped me with a real purchase at work.",
        likes: 9,
        ageHours: 18,
      },
      { authorName: "Fatima Zahra", content: "Is deduplication covered later in the module?", likes: 1, ageHours: 40 },
    ],
    questions: [
      { text: "When is NAS a better choice than SAN?", status: "ANSWERED", ageHours: 26 },
      { text: "How do I test that my backups can actually be restored?", status: "PENDING", ageHours: 2 },
    ],
  },
];

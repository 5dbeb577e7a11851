import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { hashLabAnswer } from "../schema/labRules.js";
import { securityLabAnswers } from "./seedSecurityLabAnswers.js";

/**
 * A lab's task and its answer. A flag (`CLA{...}`) is checked exactly (case-sensitive); a short
 * answer ignores case. Surrounding spaces never count (schema/labRules.ts).
 */
export type LabAnswerSeed = { question: string; answer: string; caseSensitive: boolean };

const flag = (question: string, answer: string): LabAnswerSeed => ({ question, answer, caseSensitive: true });
const short = (question: string, answer: string): LabAnswerSeed => ({ question, answer, caseSensitive: false });

/**
 * Every lab's task and answer, keyed by lab id (`<page slug>-lab-<position>`, as seedLessons.ts
 * names them). Labs of new pages get theirs by adding entries here; an entry whose lab does not
 * exist is skipped, and a lab without one cannot be completed.
 */
export const labAnswers: Record<string, LabAnswerSeed> = {
  // The security track's nine pages (prisma/seedSecurityLabAnswers.ts).
  ...securityLabAnswers,
  "it-fundamentals-lab-1": flag(
    "After verifying connectivity, read the flag the lab's file server prints on the last host's console.",
    "CLA{ping_all_four_hosts}",
  ),
  "it-fundamentals-lab-2": flag(
    "The HTTP response you captured carries a header X-Lab-Flag. What is its value?",
    "CLA{syn_synack_ack}",
  ),
  "it-fundamentals-lab-3": short(
    "Which subnet mask gives each of the five departments its own subnet of the /24 with the most hosts per subnet?",
    "255.255.255.224",
  ),
  "network-infrastructure-lab-1": short(
    "What is the VLAN called whose frames cross an 802.1Q trunk untagged?",
    "native VLAN",
  ),
  "network-infrastructure-lab-2": flag(
    "Once OSPF converges, the lab router's banner shows a flag. What is it?",
    "CLA{area0_converged}",
  ),
  "network-infrastructure-lab-3": short(
    "Which spanning-tree port role does a switch give its best path to the root bridge?",
    "root port",
  ),
  "server-administration-lab-1": short(
    "Which PowerShell cmdlet opens an interactive remote session to the Server Core host?",
    "Enter-PSSession",
  ),
  "server-administration-lab-2": flag(
    "After hardening, the lab's checker prints a flag over SSH. What is it?",
    "CLA{keys_not_passwords}",
  ),
  "server-administration-lab-3": short("Which Windows role approves and distributes updates in the fleet?", "WSUS"),
  "active-directory-lab-1": flag(
    "dcdiag on the new domain controller ends with a flag in its last line. What is it?",
    "CLA{forest_root_ready}",
  ),
  "active-directory-lab-2": short("Which command applies the new Group Policy at once on a client?", "gpupdate /force"),
  "active-directory-lab-3": flag(
    "The federated sign-in page shows a flag after the first single sign-on. What is it?",
    "CLA{one_identity}",
  ),
  "cloud-infrastructure-lab-1": short(
    "Which managed gateway gives the private subnet's machines outbound internet access?",
    "NAT gateway",
  ),
  "cloud-infrastructure-lab-2": flag(
    "terraform output prints a flag once the apply succeeds. What is it?",
    "CLA{infra_as_code}",
  ),
  "cloud-infrastructure-lab-3": short(
    "What do you call the most data, measured in time, the workload may lose in a failover?",
    "recovery point objective",
  ),
  "virtualization-technologies-lab-1": flag(
    "The second virtual machine's login banner shows a flag. What is it?",
    "CLA{type1_bare_metal}",
  ),
  "virtualization-technologies-lab-2": short(
    "What is the file called that records a virtual disk's changes since a snapshot was taken?",
    "delta disk",
  ),
  "virtualization-technologies-lab-3": flag(
    "After the host failure test, the cluster log shows a flag. What is it?",
    "CLA{quorum_survives}",
  ),
  "storage-solutions-lab-1": short(
    "Which command shows the state and rebuild progress of a Linux software RAID array?",
    "mdadm --detail",
  ),
  "storage-solutions-lab-2": flag(
    "The mounted iSCSI volume holds a file flag.txt. What does it say?",
    "CLA{block_storage_over_ip}",
  ),
  "storage-solutions-lab-3": flag(
    "The restored server's desktop shows a flag once recovery is done. What is it?",
    "CLA{restored_within_rto}",
  ),
};

/**
 * Stores each existing lab's task and the hash of its answer where missing; existing ones are left
 * alone, so a second run changes nothing.
 */
export async function seedLabAnswers(prisma: PrismaClient, answers: Record<string, LabAnswerSeed> = labAnswers) {
  const labs = await prisma.lessonLab.findMany({ where: { id: { in: Object.keys(answers) } }, select: { id: true } });
  const stored = await prisma.labChallenge.findMany({
    where: { labId: { in: labs.map((lab) => lab.id) } },
    select: { labId: true },
  });
  const present = new Set(stored.map((challenge) => challenge.labId));
  // One statement for what is missing (a restart finds nothing to add, and hashes nothing).
  await prisma.labChallenge.createMany({
    data: labs
      .filter(({ id }) => !present.has(id))
      .map(({ id }) => {
        const { question, answer, caseSensitive } = answers[id]!;
        return { labId: id, question, caseSensitive, answerHash: hashLabAnswer(id, answer, caseSensitive) };
      }),
    skipDuplicates: true,
  });
}

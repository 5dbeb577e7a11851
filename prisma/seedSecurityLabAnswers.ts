import type { LabAnswerSeed } from "./seedLabAnswers.js";

const flag = (question: string, answer: string): LabAnswerSeed => ({ question, answer, caseSensitive: true });
const short = (question: string, answer: string): LabAnswerSeed => ({ question, answer, caseSensitive: false });

/** The security track's labs: task and answer for each (see seedLabAnswers.ts for the rules). */
export const securityLabAnswers: Record<string, LabAnswerSeed> = {
  "security-fundamentals-lab-1": short(
    "Which property of the CIA triad does an outage that stops staff reaching the order database harm?",
    "availability",
  ),
  "security-fundamentals-lab-2": short(
    "Which STRIDE category covers a customer denying they placed an order when the web shop keeps no log of it?",
    "repudiation",
  ),
  "security-fundamentals-lab-3": flag(
    "Once the review board accepts a treatment for all ten risks, the lab prints a flag. What is it?",
    "CLA{every_risk_has_an_owner}",
  ),
  "network-security-lab-1": flag(
    "After your rules pass the tests from all three zones, the firewall's checker prints a flag. What is it?",
    "CLA{default_deny_last}",
  ),
  "network-security-lab-2": short(
    "Which TCP flag is the only one set in the probes of the half-open scan you found in the capture?",
    "SYN",
  ),
  "network-security-lab-3": short("Which IPsec protocol encrypts the traffic between the two branches?", "ESP"),
  "endpoint-security-lab-1": flag(
    "When the hardened server's benchmark score is measured again, the tool prints a flag beside it. What is it?",
    "CLA{cis_benchmark_applied}",
  ),
  "endpoint-security-lab-2": flag(
    "The malicious document at the root of the process tree carries a flag in its Author field. What is it?",
    "CLA{macro_spawned_powershell}",
  ),
  "endpoint-security-lab-3": flag(
    "When the pilot group has worked a day under the allow-list with nothing needed blocked, the lab prints a flag.",
    "CLA{audit_before_enforce}",
  ),
  "identity-access-management-lab-1": flag(
    "After you test the recovery path for an administrator, the admin portal shows a flag. What is it?",
    "CLA{second_factor_required}",
  ),
  "identity-access-management-lab-2": short(
    "Which code_challenge_method does the web application send to the identity provider for PKCE?",
    "S256",
  ),
  "identity-access-management-lab-3": flag(
    "When no account keeps standing admin rights, the directory audit script prints a flag. What is it?",
    "CLA{no_standing_admins}",
  ),
  "vulnerability-assessment-lab-1": short(
    "Which Nmap option probes the open ports to detect the versions of the services behind them?",
    "-sV",
  ),
  "vulnerability-assessment-lab-2": flag(
    "One finding that only the credentialed scan reports holds a flag in its output. What is it?",
    "CLA{credentials_see_more}",
  ),
  "vulnerability-assessment-lab-3": short(
    "Which scoring system gives each finding its base severity score from 0 to 10?",
    "CVSS",
  ),
  "incident-response-lab-1": flag(
    "The reported e-mail's headers carry a header X-Lab-Flag. What is its value?",
    "CLA{report_phish_early}",
  ),
  "incident-response-lab-2": short(
    "Which Windows Security event ID records the intruder's successful logons on the host?",
    "4624",
  ),
  "incident-response-lab-3": flag(
    "At the end of the tabletop, the facilitator's debrief sheet shows a flag. What is it?",
    "CLA{isolate_then_restore}",
  ),
  "wireless-security-lab-1": flag(
    "Once every nearby network is listed with its channel and security mode, the survey tool prints a flag.",
    "CLA{beacons_tell_all}",
  ),
  "wireless-security-lab-2": short(
    "Which EAP method, with certificates on both the clients and the server, do the three clients use?",
    "EAP-TLS",
  ),
  "wireless-security-lab-3": short(
    "Which identifier in the rogue access point's beacons, unlike its SSID, differs from the corporate network's?",
    "BSSID",
  ),
  "database-security-lab-1": short("Which SQL statement gives a role its privileges on a table?", "GRANT"),
  "database-security-lab-2": flag(
    "Your injection makes the query return a hidden row holding a flag. What is it?",
    "CLA{parameters_not_strings}",
  ),
  "database-security-lab-3": flag(
    "Once you name every customer column the attacker read, the incident form prints a flag. What is it?",
    "CLA{audit_trail_tells_all}",
  ),
  "cryptography-lab-1": short(
    "How many bytes long is the authentication tag AES-GCM appends by default? Give the number.",
    "16",
  ),
  "cryptography-lab-2": flag(
    "The TLS server presenting your new certificate serves a page with a flag. What is it?",
    "CLA{chain_of_trust}",
  ),
  "cryptography-lab-3": short(
    "Which block cipher mode leaks patterns because equal plaintext blocks encrypt to equal ciphertext blocks?",
    "ECB",
  ),
};

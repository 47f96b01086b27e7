import type { ComponentType, SVGProps } from "react";
import { BriefcaseIcon, HandshakeIcon, HeartPulseIcon, IdCardIcon, UsersIcon } from "./icons";

interface ReportSection {
  slug: string;
  title: string;
  /** Heading of the section's own page. */
  pageTitle: string;
  summary: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The five tiles of the Forms & Reports hub (docs/product.md), in the product's order. */
export const reportSections: ReportSection[] = [
  {
    slug: "medical-reports",
    title: "Medical Reports",
    pageTitle: "Medical Reports Management",
    summary: "Upload and look up workers' medical reports by passport number.",
    icon: HeartPulseIcon,
  },
  {
    slug: "worker-registration",
    title: "Worker Registration",
    pageTitle: "Worker Registration Management",
    summary: "The paid worker registration form, its registrations and the registration fee.",
    icon: IdCardIcon,
  },
  {
    slug: "apply-now",
    title: "Apply Now",
    pageTitle: "Apply Now Management",
    summary: "The job application form, applications received and the job openings.",
    icon: BriefcaseIcon,
  },
  {
    slug: "agent-registration",
    title: "Agent Registration",
    pageTitle: "Agent Registration Management",
    summary: "The recruitment agent application form and the applications received.",
    icon: HandshakeIcon,
  },
  {
    slug: "demand-submission",
    title: "Demand Submission",
    pageTitle: "Demand Submission Management",
    summary: "Recruiters submit demands for workers: the demand form and the demands received.",
    icon: UsersIcon,
  },
];

export function reportSection(slug: string): ReportSection {
  const section = reportSections.find((s) => s.slug === slug);
  if (!section) throw new Error(`Unknown report section ${slug}`);
  return section;
}

/** The way back to the Forms & Reports hub from each of its pages. */
export const FORMS_AND_REPORTS_BACK = { to: "/admin/forms-and-reports", label: "Forms & Reports" };

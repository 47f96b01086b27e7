/**
 * Demo content for the fictional "Crestline Builders & Manpower Ltd." (Dhaka head office, Riyadh branch).
 * Images are referenced by a local key of SEED_IMAGES; the seed swaps keys for images.id values.
 */
import type { Palette, Scene } from "./illustrations.js";
import type { FieldType } from "../../db/models/FormField.js";
import type { JobRow } from "../../db/models/Job.js";
import type { JobTerm } from "../jobs/jobs.server.js";
import type { ManpowerProjectRow } from "../../db/models/ManpowerProject.js";
import type { PortfolioProjectRow } from "../../db/models/PortfolioProject.js";
import type { ServiceCardRow } from "../../db/models/ServiceCard.js";
import type { ServiceListItemRow } from "../../db/models/ServiceListItem.js";
import { SECTION_ICON_PATHS } from "../content/sections.js";

/** A seed row of a content table: the model's columns less the generated ones, with images named by key. */
type SeedRow<Row, ImageColumns extends keyof Row, Images> = Omit<
  Row,
  "id" | "position" | "createdAt" | "updatedAt" | "published" | "translations" | ImageColumns
> &
  Images;

export interface SeedImage {
  scene: Scene;
  palette: Palette;
  category: string;
  alt: string;
  label?: string;
}

export const SEED_IMAGES = {
  logo: { scene: "logo", palette: "day", category: "branding", alt: "Crestline Builders & Manpower logo" },

  heroHome: {
    scene: "skyline",
    palette: "dusk",
    category: "hero",
    alt: "Dhaka skyline at dusk with a tower crane over a Crestline site",
  },
  heroAbout: { scene: "site", palette: "dawn", category: "hero", alt: "Crestline crew on a mid-rise frame at sunrise" },
  heroServices: {
    scene: "site",
    palette: "day",
    category: "hero",
    alt: "Reinforced-concrete frame going up beside a tower crane",
  },
  heroProjects: { scene: "skyline", palette: "day", category: "hero", alt: "Commercial towers built by Crestline" },
  heroTraining: {
    scene: "training",
    palette: "day",
    category: "hero",
    alt: "Trainees in hard hats at the Gazipur skills centre",
  },
  heroContact: { scene: "bridge", palette: "dusk", category: "hero", alt: "Cable-stayed bridge at sunset" },
  heroGallery: { scene: "skyline", palette: "night", category: "hero", alt: "City lights over finished Crestline towers" },

  pjLakeview: {
    scene: "house",
    palette: "day",
    category: "projects",
    alt: "Lakeview Villas, Purbachal",
  },
  pjGreenNest: {
    scene: "skyline",
    palette: "dawn",
    category: "projects",
    alt: "Green Nest Apartments, Bashundhara",
  },
  pjHillside: {
    scene: "house",
    palette: "dawn",
    category: "projects",
    alt: "Hillside Duplex Homes, Sylhet",
  },
  pjMeridian: {
    scene: "skyline",
    palette: "day",
    category: "projects",
    alt: "Meridian Trade Centre, Gulshan",
  },
  pjPortView: {
    scene: "industrial",
    palette: "day",
    category: "projects",
    alt: "Port View Logistics Hub, Chattogram",
  },
  pjOlaya: {
    scene: "desert",
    palette: "desert",
    category: "projects",
    alt: "Olaya Business Suites, Riyadh",
  },
  pjHeritage: {
    scene: "interior",
    palette: "day",
    category: "projects",
    alt: "Heritage Hotel refurbishment, Old Dhaka",
  },
  pjClinic: {
    scene: "interior",
    palette: "dawn",
    category: "projects",
    alt: "Lifeline Clinic fit-out, Uttara",
  },

  glSiteDawn: { scene: "site", palette: "dawn", category: "gallery", alt: "Crew briefing before the morning pour" },
  glInterior: { scene: "interior", palette: "dusk", category: "gallery", alt: "Finished lobby with timber flooring" },
  glFactory: { scene: "industrial", palette: "dawn", category: "gallery", alt: "Steel-portal warehouse in Gazipur" },
  glBridge: { scene: "bridge", palette: "day", category: "gallery", alt: "Approach-road bridge deck" },
  glTraining: { scene: "training", palette: "dawn", category: "gallery", alt: "Electrical wiring class at the skills centre" },
  glRiyadh: { scene: "desert", palette: "desert", category: "gallery", alt: "Crestline crews on a Riyadh tower project" },

  svConstruction: { scene: "skyline", palette: "day", category: "services", alt: "General construction" },
  svInterior: { scene: "interior", palette: "day", category: "services", alt: "Interior fit-out and renovation" },
  svStructure: { scene: "site", palette: "day", category: "services", alt: "Foundation and structural works" },
  svMep: { scene: "industrial", palette: "day", category: "services", alt: "MEP installation" },
  svResidential: { scene: "house", palette: "dusk", category: "services", alt: "A family house with a garden" },
  svCommercial: { scene: "skyline", palette: "dusk", category: "services", alt: "Office towers in the evening" },
  svRenovation: { scene: "interior", palette: "dawn", category: "services", alt: "A refurbished living room" },
  svManpower: { scene: "desert", palette: "desert", category: "services", alt: "Overseas manpower supply" },

  mpDesert: { scene: "desert", palette: "desert", category: "manpower", alt: "Tower project in Riyadh" },
  mpSite: { scene: "site", palette: "dawn", category: "manpower", alt: "Residential district under construction" },
  mpIndustrial: { scene: "industrial", palette: "desert", category: "manpower", alt: "Industrial plant in Jubail" },
  mpBridge: { scene: "bridge", palette: "desert", category: "manpower", alt: "Highway interchange bridge" },

  jbSite: { scene: "site", palette: "day", category: "jobs", alt: "Construction site hiring" },
  jbIndustrial: { scene: "industrial", palette: "dusk", category: "jobs", alt: "Industrial maintenance hiring" },
  jbDesert: { scene: "desert", palette: "desert", category: "jobs", alt: "Jobs in Saudi Arabia" },
} satisfies Record<string, SeedImage>;

export type ImageKey = keyof typeof SEED_IMAGES;

// ───────────────────────── forms ─────────────────────────

interface SeedField {
  name: string;
  type: FieldType;
  required: boolean;
  options?: string[];
}

const COUNTRIES = [
  "Bangladesh",
  "Saudi Arabia",
  "United Arab Emirates",
  "Qatar",
  "Oman",
  "Kuwait",
  "Bahrain",
  "Malaysia",
  "Other",
];
const TRADES = ["Mason", "Carpenter", "Electrician", "Plumber", "Steel Fixer", "Welder", "Painter", "Driver", "Cleaner", "Other"];

/** A seed field; required unless `optional` says otherwise. */
const field = (name: string, type: FieldType, options?: string[], required = true): SeedField => ({
  name,
  type,
  required,
  ...(options ? { options } : {}),
});
const optional = (name: string, type: FieldType, options?: string[]) => field(name, type, options, false);

// fields several forms ask for
const FULL_NAME = field("Full Name", "text");
const EMAIL = field("Email", "email");
const PHONE = field("Phone", "phone");
const PASSPORT_NUMBER = field("Passport Number", "text");
const COUNTRY = field("Country", "select", COUNTRIES);

export const SEED_FORMS: { id: number; slug: string; title: string; paymentAmount: string | null; fields: SeedField[] }[] = [
  {
    id: 1,
    slug: "agent-registration",
    title: "Agent Registration",
    paymentAmount: null,
    fields: [
      FULL_NAME,
      field("Agency Name", "text"),
      EMAIL,
      PHONE,
      COUNTRY,
      optional("Years of Experience", "text"),
      field("Trade License", "file"),
    ],
  },
  {
    id: 2,
    slug: "worker-registration",
    title: "Worker Registration",
    paymentAmount: "500.00",
    fields: [
      // what a manual worker has: name, phone and passport; the rest helps the office but is not required
      FULL_NAME,
      PHONE,
      PASSPORT_NUMBER,
      optional("Email", "email"),
      optional("Date of Birth", "date"),
      optional("Trade", "select", TRADES),
      optional("Experience (years)", "number"),
      optional("Passport Copy", "file"),
      optional("Photo", "image"),
    ],
  },
  {
    id: 3,
    slug: "demand-submission",
    title: "Demand Submission",
    paymentAmount: null,
    fields: [
      field("Company Name", "text"),
      field("Contact Person", "text"),
      EMAIL,
      PHONE,
      COUNTRY,
      field("Trades Needed", "checkbox", TRADES),
      field("Number of Workers", "number"),
      optional("Details", "textarea"),
      optional("Demand Letter", "file"),
    ],
  },
  {
    id: 4,
    slug: "job-application",
    title: "Job Application",
    paymentAmount: null,
    fields: [
      // prefilled read-only with '{title} in {country}' by the jobs page
      field("Job", "text"),
      FULL_NAME,
      PHONE,
      PASSPORT_NUMBER,
      optional("Email", "email"),
      optional("Experience", "textarea"),
      optional("CV", "file"),
    ],
  },
];

// ───────────────────────── site settings ─────────────────────────

export const NAVBAR = { logo: "logo" as ImageKey, companyName: "Crestline Builders & Manpower" };

export const FOOTER = {
  logo: "logo" as ImageKey,
  companyDescription:
    "Crestline Builders & Manpower Ltd. designs and builds homes, offices and industrial facilities across Bangladesh, and supplies trained, fully documented Bangladeshi tradespeople to contractors in Saudi Arabia. Licensed recruiting agency RL-1187.",
  socialLinks: [
    { platform: "facebook", url: "https://www.facebook.com/crestlinebuilders" },
    { platform: "linkedin", url: "https://www.linkedin.com/company/crestline-builders-manpower" },
    { platform: "instagram", url: "https://www.instagram.com/crestlinebuilders" },
    { platform: "youtube", url: "https://www.youtube.com/@crestlinebuilders" },
  ],
  officeLocations: [
    {
      country: "Bangladesh",
      address: "Crestline Tower, Level 9, House 42, Road 11, Banani C/A, Dhaka 1213",
      email: "dhaka@crestlinebuilders.com.bd",
      phone: "+880 2 5505 1842",
      whatsapp: "+880 1711-551842",
      imo: "+880 1711-551842",
    },
    {
      country: "Saudi Arabia",
      address: "Office 804, Al Mousa Business Centre, Olaya Street, Al Olaya, Riyadh 12213",
      email: "riyadh@crestlinebuilders.com.bd",
      phone: "+966 11 460 2217",
      whatsapp: "+966 55 460 2217",
      imo: "",
    },
  ],
  copyrightText: "© {year} Crestline Builders & Manpower Ltd. All rights reserved.",
};

// ───────────────────────── pages ─────────────────────────
// Sections use image keys in place of ids; see resolveSectionImages in index.ts.

/** The items of page sections, written short: a figure, a question, a card (with its link), a team member. */
const stat = (value: string, label: string) => ({ value, label });
const faq = (question: string, answer: string) => ({ question, answer });
const card = (title: string, body: string, icon: string, link?: { label: string; href: string }) => ({
  title,
  body,
  icon,
  ...(link ? { link } : {}),
});
const member = (name: string, role: string, bio: string) => ({ name, role, bio });

export const SEED_PAGES: { slug: string; title: string; description: string; sections: Record<string, unknown>[] }[] = [
  {
    slug: "home",
    title: "Crestline Builders & Manpower — Construction in Bangladesh, Skilled Workers for Saudi Arabia",
    description:
      "Design-and-build construction across Bangladesh and trained, verified Bangladeshi tradespeople for contractors in Saudi Arabia. Request a quote or apply for jobs abroad.",
    sections: [
      {
        id: "hero",
        type: "hero",
        eyebrow: "Construction · Manpower · Since 2009",
        title: "We build in Bangladesh and staff the projects shaping Saudi Arabia",
        subtitle:
          "From family homes in Purbachal to towers in Riyadh, Crestline delivers quality construction and skilled, fully documented workers — on schedule and without hidden costs.",
        imageId: "heroHome",
        primaryCta: { label: "Get a Quote", href: "/quote" },
        secondaryCta: { label: "View Our Projects", href: "/project" },
      },
      {
        id: "stats",
        type: "stats",
        title: "",
        items: [
          stat("16+", "Years in construction"),
          stat("340+", "Projects delivered"),
          stat("12,500+", "Workers placed in Saudi Arabia"),
          stat("98%", "Projects handed over on time"),
        ],
      },
      {
        id: "what-we-do",
        type: "cards",
        eyebrow: "What we do",
        title: "One partner from foundation to workforce",
        subtitle:
          "Our engineers, site managers and recruiters work as one team, so the people we train are the people we trust on our own sites.",
        items: [
          card(
            "General Construction",
            "Residential, commercial and industrial buildings delivered design-and-build or to your drawings, with a single accountable project manager.",
            "building",
            { label: "Our services", href: "/service" },
          ),
          card(
            "Renovation & Fit-Out",
            "Hotel, clinic and office refurbishments completed in occupied buildings with phased work plans and dust-controlled zones.",
            "hammer",
            { label: "See renovations", href: "/project" },
          ),
          card(
            "Overseas Manpower",
            "Masons, electricians, steel fixers, welders and drivers supplied to Saudi contractors with visas, medicals and trade tests handled.",
            "globe",
            { label: "Manpower projects", href: "/man-power" },
          ),
          card(
            "Training & Certification",
            "Free trade and safety courses at our Gazipur skills centre, with certificates recognised by our Saudi clients.",
            "badge",
            { label: "Training programmes", href: "/training" },
          ),
        ],
      },
      {
        id: "why-crestline",
        type: "textImage",
        eyebrow: "Why Crestline",
        title: "Engineering discipline on every site, fairness for every worker",
        body: "Every Crestline project runs on a written programme, a weekly progress report and a named engineer you can call. Materials are tested before they are used, and our safety officers stop work when conditions are not right.\n\nOn the manpower side we work only with verified employers, publish every cost up front and stay in touch with each worker for the whole contract.",
        imageId: "heroAbout",
        imageAlt: "Crestline crew on site at sunrise",
        imagePosition: "right",
        bullets: [
          "ISO 9001:2015 certified quality management",
          "RAJUK-enlisted contractor, class A",
          "Government-licensed recruiting agency RL-1187",
          "Zero lost-time incidents in 2024",
        ],
        cta: { label: "About the company", href: "/about" },
      },
      {
        id: "for-workers",
        type: "cards",
        eyebrow: "For workers and agents",
        title: "Work abroad with people who have done it right for years",
        subtitle: "",
        items: [
          card(
            "Verified Employers",
            "Every Saudi employer is visited and checked before we accept a single demand letter.",
            "shield",
          ),
          card("No Hidden Fees", "The registration fee is the only fee you pay us, and it is shown before you apply.", "wallet"),
          card(
            "Visa Assistance",
            "We prepare your visa, medical, police clearance and BMET registration with you, step by step.",
            "plane",
          ),
          card(
            "Weekly Payment Settlements",
            "Agents receive their commissions in weekly settlements, with a statement for every placement.",
            "chart",
          ),
          card("Priority Access to High-Demand Jobs", "Registered, trade-tested workers hear about new openings first.", "star"),
          card(
            "Free Training and Certification",
            "Sharpen your trade and earn a safety certificate at no cost before you fly.",
            "book",
          ),
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Frequently asked questions",
        items: [
          faq(
            "Do you take on projects outside Dhaka?",
            "Yes. We build across Bangladesh and have completed projects in Chattogram, Sylhet, Gazipur, Narayanganj and Cumilla. Site logistics are included in every quotation.",
          ),
          faq(
            "How long does a manpower placement take?",
            "For most trades it takes six to ten weeks from trade test to flight, depending on the employer's visa processing and your medical result.",
          ),
          faq(
            "Is the worker registration fee refundable?",
            "The one-time registration fee covers your file, trade test and training seat. If we cannot offer you a suitable job within twelve months, we refund it in full.",
          ),
        ],
      },
      {
        id: "cta",
        type: "cta",
        title: "Planning a project or need skilled workers?",
        body: "Tell us what you are building. A project engineer replies within one working day.",
        primary: { label: "Request a Quote", href: "/quote" },
        secondary: { label: "Browse Jobs Abroad", href: "/apply-jobs-now" },
      },
    ],
  },
  {
    slug: "about",
    title: "About Crestline Builders & Manpower",
    description:
      "Founded in Dhaka in 2009, Crestline builds across Bangladesh and supplies skilled Bangladeshi tradespeople to contractors in Saudi Arabia.",
    sections: [
      {
        id: "hero",
        type: "hero",
        eyebrow: "About us",
        title: "Builders first, recruiters because of it",
        subtitle:
          "We started as a family construction firm in Dhaka. Our Saudi clients asked for the crews they saw on our sites — and our manpower division was born.",
        imageId: "heroAbout",
      },
      {
        id: "story",
        type: "textImage",
        eyebrow: "Our story",
        title: "From a six-storey walk-up to a two-country company",
        body: "Crestline was founded in 2009 by civil engineer Rafiqul Hasan with one site in Mirpur and a crew of eighteen. Word spread through the quality of the finishing and the fact that handovers happened on the promised date.\n\nIn 2014 a Riyadh contractor visiting one of our sites asked whether our masons would work in Saudi Arabia. Today our Riyadh office coordinates more than two thousand Crestline-placed workers at any one time, and our Gazipur skills centre trains the next intake every month.",
        imageId: "glSiteDawn",
        imageAlt: "Morning briefing on a Crestline site",
        imagePosition: "left",
        bullets: [],
      },
      {
        id: "numbers",
        type: "stats",
        title: "Crestline in numbers",
        items: [
          stat("2009", "Founded in Dhaka"),
          stat("450", "Engineers and staff"),
          stat("12,500+", "Workers placed abroad"),
          stat("2", "Offices: Dhaka and Riyadh"),
        ],
      },
      {
        id: "values",
        type: "cards",
        eyebrow: "What we stand for",
        title: "Our values",
        subtitle: "",
        items: [
          card(
            "Safety before speed",
            "Any person on a Crestline site may stop work they believe is unsafe, without having to justify it first.",
            "hardhat",
          ),
          card(
            "Honest numbers",
            "Quotations are itemised, variations are agreed in writing and worker fees are published. No surprises.",
            "handshake",
          ),
          card(
            "Craft that lasts",
            "We inspect every slab, joint and finish against the drawings, then sign off before the client does.",
            "wrench",
          ),
          card(
            "People who come home",
            "We stay in touch with every worker we place and step in when an employer does not keep its word.",
            "users",
          ),
        ],
      },
      {
        id: "team",
        type: "team",
        title: "Leadership",
        subtitle: "The people accountable for every project and every placement.",
        members: [
          member(
            "Engr. Rafiqul Hasan",
            "Founder & Managing Director",
            "Civil engineer (BUET) with 28 years in high-rise and industrial construction.",
          ),
          member(
            "Nusrat Jahan",
            "Director, Manpower Division",
            "Leads recruitment, compliance and worker welfare across Bangladesh and Saudi Arabia.",
          ),
          member("Engr. Tanvir Ahmed", "Head of Projects", "Oversees planning, quality and safety on every construction site."),
          member(
            "Khalid Al-Otaibi",
            "Country Manager, Riyadh",
            "Manages client relationships and on-site support for Crestline workers in the Kingdom.",
          ),
          member("Farhana Akter", "Head of Training", "Runs the Gazipur skills centre and its trade-testing programme."),
        ],
      },
      {
        id: "cta",
        type: "cta",
        title: "Let's build something that lasts",
        body: "Visit one of our sites or meet our engineers in Banani.",
        primary: { label: "Contact Us", href: "/contact" },
        secondary: { label: "See Our Projects", href: "/project" },
      },
    ],
  },
  {
    slug: "services",
    title: "Construction Services",
    description:
      "General construction, renovation, foundations, MEP installation and overseas manpower supply from Crestline Builders & Manpower.",
    sections: [
      {
        id: "hero",
        type: "hero",
        eyebrow: "Our services",
        title: "Everything a building needs, from piles to people",
        subtitle:
          "Choose a single service or hand us the whole project. Either way you get one contract, one schedule and one team accountable for it.",
        imageId: "heroServices",
        primaryCta: { label: "Get a Free Quote", href: "/quote" },
      },
      {
        id: "cta",
        type: "cta",
        title: "Not sure which service you need?",
        body: "Send us your drawings or a few photos of the site and we will recommend the right approach.",
        primary: { label: "Get a Free Quote", href: "/quote" },
      },
    ],
  },
  {
    slug: "projects",
    title: "Featured Projects",
    description:
      "Homes, commercial buildings and renovations delivered by Crestline Builders & Manpower in Bangladesh and Saudi Arabia.",
    sections: [
      {
        id: "hero",
        type: "hero",
        eyebrow: "Portfolio",
        title: "Featured Projects",
        subtitle: "A selection of the homes, workplaces and refurbishments we have handed over in recent years.",
        imageId: "heroProjects",
      },
      {
        id: "cta",
        type: "cta",
        title: "Have a project in mind?",
        body: "We will walk the site with you and prepare an itemised estimate free of charge.",
        primary: { label: "Start Your Project", href: "/contact" },
      },
    ],
  },
  {
    slug: "training",
    title: "Training & Certification",
    description:
      "Free trade and safety training at the Crestline skills centre in Gazipur for workers preparing to work in Saudi Arabia.",
    sections: [
      {
        id: "hero",
        type: "hero",
        eyebrow: "Skills centre, Gazipur",
        title: "Training that gets you hired — and keeps you safe",
        subtitle: "Four-week practical courses taught by site supervisors, free for every registered Crestline worker.",
        imageId: "heroTraining",
        primaryCta: { label: "Register as a Worker", href: "/worker-registration" },
      },
      {
        id: "centre",
        type: "textImage",
        eyebrow: "The centre",
        title: "A real site, indoors",
        body: "Our 1,800 m² workshop in Konabari, Gazipur has bays for masonry, shuttering, rebar, electrical, plumbing and welding, so trainees practise on the same materials they will meet abroad.\n\nEvery course ends with a trade test witnessed by an employer's representative, and successful trainees receive a Crestline certificate together with an OSHA-aligned safety card.",
        imageId: "glTraining",
        imageAlt: "Electrical wiring class",
        imagePosition: "right",
        bullets: [
          "Classes in Bangla with Arabic site vocabulary",
          "Morning and evening batches",
          "Hostel seats for trainees from outside Dhaka",
        ],
      },
      {
        id: "courses",
        type: "cards",
        eyebrow: "Courses",
        title: "Trade programmes",
        subtitle: "New batches start on the first Saturday of every month.",
        items: [
          card("Masonry & Tiling", "Block work, plastering, floor and wall tiling to Saudi finishing standards.", "building"),
          card("Shuttering Carpentry", "Formwork for columns, beams and slabs; reading formwork drawings.", "hammer"),
          card("Steel Fixing", "Bar bending schedules, tying, cover blocks and inspection checklists.", "wrench"),
          card("Electrical Installation", "Conduit, wiring, distribution boards and testing to IEC practice.", "bolt"),
          card("Plumbing & Pipe Fitting", "PPR and uPVC systems, pressure testing and sanitary fixtures.", "wrench"),
          card("Site Safety (HSE)", "Working at height, scaffolding, PPE and heat-stress prevention.", "hardhat"),
        ],
      },
      {
        id: "results",
        type: "stats",
        title: "",
        items: [
          stat("4", "Weeks per course"),
          stat("3,900+", "Graduates since 2017"),
          stat("91%", "Pass their trade test first time"),
          stat("0 BDT", "Course fee for registered workers"),
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Training questions",
        items: [
          faq(
            "Who can join a course?",
            "Any worker registered with Crestline, aged 21 to 45, who can read basic Bangla. Previous experience helps but is not required for masonry or safety courses.",
          ),
          faq(
            "Is accommodation provided?",
            "Yes, a limited number of hostel seats are available for trainees travelling from outside Dhaka division, with meals included.",
          ),
        ],
      },
      {
        id: "cta",
        type: "cta",
        title: "Ready to start?",
        body: "Register once, train for free and be first in line for new jobs.",
        primary: { label: "Register as a Worker", href: "/worker-registration" },
        secondary: { label: "See Open Jobs", href: "/apply-jobs-now" },
      },
    ],
  },
  {
    slug: "gallery",
    title: "Gallery",
    description: "Photos from Crestline construction sites, finished projects and our training centre.",
    sections: [
      {
        id: "hero",
        type: "hero",
        eyebrow: "Gallery",
        title: "Life on our sites",
        subtitle: "Pours at dawn, handovers at dusk and everything in between.",
        imageId: "heroGallery",
      },
    ],
  },
  {
    slug: "contact",
    title: "Contact Crestline",
    description: "Reach our Dhaka head office or our Riyadh office for quotations, recruitment and worker support.",
    sections: [
      {
        id: "hero",
        type: "hero",
        eyebrow: "Contact",
        title: "Talk to an engineer, not a call centre",
        subtitle:
          "Send us a message and the right person — project, recruitment or worker support — will reply within one working day.",
        imageId: "heroContact",
      },
      {
        id: "channels",
        type: "cards",
        eyebrow: "",
        title: "How to reach us",
        subtitle: "",
        items: [
          card("Call the Dhaka office", "Saturday to Thursday, 9:00 – 18:00 (GMT+6). +880 2 5505 1842", "phone", {
            label: "Call now",
            href: "tel:+880255051842",
          }),
          card("Call the Riyadh office", "Sunday to Thursday, 8:00 – 17:00 (GMT+3). +966 11 460 2217", "phone", {
            label: "Call now",
            href: "tel:+966114602217",
          }),
          card(
            "Email",
            "Quotations:\nprojects@crestlinebuilders.com.bd\nRecruitment:\ncareers@crestlinebuilders.com.bd",
            "mail",
            { label: "Write to us", href: "mailto:projects@crestlinebuilders.com.bd" },
          ),
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Before you write",
        items: [
          faq(
            "What should I include in a quotation request?",
            "The site location, the approximate floor area, your drawings if you have them and your preferred start date. Photos of the existing building help for renovations.",
          ),
          faq(
            "I am a worker abroad and need help. Who do I contact?",
            "Call the Riyadh office or message us with your passport number; our worker-support officer will call you back the same day.",
          ),
        ],
      },
    ],
  },
];

// ───────────────────────── services ─────────────────────────

export const SEED_SERVICE_CARDS: SeedRow<ServiceCardRow, "imageId" | "imageAlt" | "imageDecorative", { image: ImageKey }>[] = [
  {
    type: "residential",
    title: "Residential Construction",
    slug: "residential-construction",
    shortDescription:
      "Family homes, duplexes and apartment buildings built to RAJUK-approved drawings with a fixed-price contract.",
    startingPrice: "4500000.00",
    priceCurrency: "BDT",
    keyFeatures: [
      "Fixed-price contracts",
      "Soil test and structural design included",
      "Weekly photo progress reports",
      "One-year defects warranty",
    ],
    image: "svResidential",
  },
  {
    type: "commercial",
    title: "Commercial Buildings",
    slug: "commercial-buildings",
    shortDescription:
      "Offices, showrooms and mixed-use towers engineered for long spans, heavy services and fast-track schedules.",
    startingPrice: "25000000.00",
    priceCurrency: "BDT",
    keyFeatures: [
      "Design-and-build or build-only",
      "Post-tensioned slabs for open floors",
      "Fire-code compliance by certified engineers",
      "Phased handover for early occupation",
    ],
    image: "svCommercial",
  },
  {
    type: "renovation",
    title: "Renovation & Refurbishment",
    slug: "renovation-refurbishment",
    shortDescription: "Upgrades of hotels, clinics and offices while they stay open, with work sequenced around your operations.",
    startingPrice: "850000.00",
    priceCurrency: "BDT",
    keyFeatures: ["Night and weekend shifts", "Dust and noise control", "Structural strengthening", "Building-services upgrades"],
    image: "svRenovation",
  },
  {
    type: "foundation",
    title: "Foundations & Piling",
    slug: "foundations-piling",
    shortDescription: "Cast-in-situ bored piles, raft foundations and basements for difficult Dhaka soils.",
    startingPrice: "1800000.00",
    priceCurrency: "BDT",
    keyFeatures: ["Bored piles up to 1,000 mm", "Pile integrity testing", "Basement dewatering", "Retaining walls and shoring"],
    image: "svStructure",
  },
  {
    type: "remodeling",
    title: "Interior Remodeling",
    slug: "interior-remodeling",
    shortDescription: "Kitchens, bathrooms and complete interiors redesigned and rebuilt by one coordinated team.",
    startingPrice: "350000.00",
    priceCurrency: "BDT",
    keyFeatures: [
      "3D design proposals",
      "Modular kitchens and wardrobes",
      "Waterproofing guarantee",
      "Handover in as little as four weeks",
    ],
    image: "svInterior",
  },
  {
    type: "other",
    title: "Overseas Manpower Supply",
    slug: "overseas-manpower-package",
    shortDescription:
      "Trade-tested Bangladeshi workers for contractors in Saudi Arabia, mobilised with visas, medicals and orientation complete.",
    startingPrice: null,
    priceCurrency: "BDT",
    keyFeatures: [
      "Trade tests witnessed by your engineer",
      "Mobilisation in six to ten weeks",
      "On-site welfare officer",
      "Replacement guarantee",
    ],
    image: "svManpower",
  },
];

export const SEED_SERVICE_LIST: SeedRow<ServiceListItemRow, "imageId" | "imageAlt" | "imageDecorative", { image: ImageKey }>[] = [
  {
    title: "General Construction",
    slug: "general-construction",
    category: "Construction",
    iconPath: SECTION_ICON_PATHS.building,
    description:
      "We take full responsibility for your building, from soil investigation and structural design to finishing and handover. Our site teams are Crestline employees, not day labour, and every floor is inspected by a second engineer before the next one starts.",
    features: [
      "Residential, commercial and industrial buildings",
      "In-house structural and MEP design",
      "Transparent bill of quantities",
      "Handover documentation and as-built drawings",
    ],
    image: "svConstruction",
  },
  {
    title: "Interior Fit-Out & Renovation",
    slug: "interior-fit-out-renovation",
    category: "Renovation",
    iconPath: SECTION_ICON_PATHS.hammer,
    description:
      "Refurbishments of hotels, hospitals, clinics and offices that stay in use while we work. We plan the sequence with your operations team, protect finished areas and hand back each zone clean and ready.",
    features: [
      "Phased work in occupied buildings",
      "Fire-rated partitions and ceilings",
      "Flooring, joinery and wall finishes",
      "Furniture and signage coordination",
    ],
    image: "svInterior",
  },
  {
    title: "Foundation & Structural Works",
    slug: "foundation-structural-works",
    category: "Structure",
    iconPath: SECTION_ICON_PATHS.hardhat,
    description:
      "Bored piles, pile caps, rafts, basements and reinforced-concrete frames. Our own rigs and batching partners let us control quality and schedule on the part of the building you cannot fix later.",
    features: [
      "Bored and precast piling",
      "Basement construction and dewatering",
      "Cube and slump testing on every pour",
      "Structural retrofitting",
    ],
    image: "svStructure",
  },
  {
    title: "MEP Installation",
    slug: "mep-installation",
    category: "Building services",
    iconPath: SECTION_ICON_PATHS.bolt,
    description:
      "Electrical, plumbing, fire-fighting and air-conditioning systems designed and installed by licensed engineers, tested and commissioned before handover with full documentation.",
    features: [
      "Substations and distribution boards",
      "Fire detection and sprinkler systems",
      "VRF and chilled-water air conditioning",
      "Testing and commissioning reports",
    ],
    image: "svMep",
  },
  {
    title: "Overseas Manpower Supply",
    slug: "overseas-manpower-supply",
    category: "Manpower",
    iconPath: SECTION_ICON_PATHS.users,
    description:
      "Government-licensed recruitment of skilled and semi-skilled Bangladeshi workers for Saudi contractors. We shortlist, trade-test, train and mobilise, then support both worker and employer for the length of the contract.",
    features: [
      "Over 40 trades, from masons to crane operators",
      "Trade tests witnessed by the employer",
      "Visa, medical and BMET processing",
      "Welfare officer in Riyadh",
    ],
    image: "svManpower",
  },
];

// ───────────────────────── portfolio ─────────────────────────

export const SEED_PORTFOLIO: SeedRow<
  PortfolioProjectRow,
  "mainImageId" | "mainImageAlt" | "mainImageDecorative" | "gallery" | "galleryAlt",
  { image: ImageKey; gallery: ImageKey[] }
>[] = [
  {
    title: "Lakeview Villas",
    type: "residential",
    location: "Sector 15, Purbachal, Dhaka",
    image: "pjLakeview",
    description:
      "Twelve two-storey villas around a landscaped lake, each with a double-height living room, solar water heating and rainwater harvesting. Built on bored piles to cope with the filled land of the new town.",
    completionDate: "2024-06-30",
    client: "Purbachal Lakeside Housing Society",
    duration: "20 months",
    size: "12 villas · 4,200 m²",
    features: ["Bored-pile foundations", "Solar water heating", "Rainwater harvesting", "Landscaped lakeside walkway"],
    tags: ["Villas", "Design-and-build", "Dhaka"],
    gallery: ["pjLakeview", "glSiteDawn", "glInterior"],
  },
  {
    title: "Green Nest Apartments",
    type: "residential",
    location: "Block G, Bashundhara R/A, Dhaka",
    image: "pjGreenNest",
    description:
      "A fourteen-storey apartment building with 52 family flats, two basement car-park levels and a rooftop garden. Delivered two weeks ahead of the contract date.",
    completionDate: "2023-11-15",
    client: "Green Nest Properties Ltd.",
    duration: "30 months",
    size: "52 apartments · 9,800 m²",
    features: [
      "Two-level basement",
      "Rooftop garden and play area",
      "Generator and substation",
      "Earthquake-resistant design to BNBC 2020",
    ],
    tags: ["Apartments", "High-rise", "Dhaka"],
    gallery: ["pjGreenNest", "glSiteDawn"],
  },
  {
    title: "Hillside Duplex Homes",
    type: "residential",
    location: "Khadim Nagar, Sylhet",
    image: "pjHillside",
    description:
      "Eight duplex homes stepped into a tea-garden hillside, with retaining walls, slope drainage and covered verandas facing the valley.",
    completionDate: "2022-12-20",
    client: "Private owners' consortium",
    duration: "16 months",
    size: "8 homes · 2,300 m²",
    features: ["Slope stabilisation", "Retaining walls", "Covered verandas", "Local stone cladding"],
    tags: ["Duplex", "Sylhet"],
    gallery: ["pjHillside"],
  },
  {
    title: "Meridian Trade Centre",
    type: "commercial",
    location: "Gulshan Avenue, Dhaka",
    image: "pjMeridian",
    description:
      "A twenty-storey office tower with post-tensioned floors giving column-free workspaces, a glazed curtain wall and a three-level podium for banking halls and showrooms.",
    completionDate: "2024-02-28",
    client: "Meridian Holdings Ltd.",
    duration: "38 months",
    size: "20 storeys · 31,500 m²",
    features: ["Post-tensioned slabs", "Unitised curtain wall", "Eight high-speed lifts", "LEED Gold design"],
    tags: ["Office tower", "Dhaka", "Design-and-build"],
    gallery: ["pjMeridian", "heroProjects", "glInterior"],
  },
  {
    title: "Port View Logistics Hub",
    type: "commercial",
    location: "Patenga, Chattogram",
    image: "pjPortView",
    description:
      "A bonded warehouse and cross-dock facility near the port with 14 loading bays, a steel portal frame and a 5-tonne-per-m² industrial floor.",
    completionDate: "2023-05-10",
    client: "Bay Freight Solutions Ltd.",
    duration: "14 months",
    size: "18,000 m² under roof",
    features: ["Steel portal frame", "Laser-screeded industrial floor", "14 dock levellers", "Sprinkler protection throughout"],
    tags: ["Warehouse", "Chattogram", "Steel structure"],
    gallery: ["pjPortView", "glFactory"],
  },
  {
    title: "Olaya Business Suites",
    type: "commercial",
    location: "Al Olaya, Riyadh, Saudi Arabia",
    image: "pjOlaya",
    description:
      "Shell-and-core completion and Category A fit-out of a nine-storey serviced-office building for a Riyadh developer, delivered by our Saudi joint-venture team.",
    completionDate: "2024-10-05",
    client: "Al Rawabi Real Estate Development",
    duration: "18 months",
    size: "9 storeys · 12,400 m²",
    features: [
      "Category A office fit-out",
      "District-cooling connection",
      "Smart access control",
      "Basement parking for 140 cars",
    ],
    tags: ["Riyadh", "Fit-out", "Joint venture"],
    gallery: ["pjOlaya", "glRiyadh"],
  },
  {
    title: "Heritage Hotel Refurbishment",
    type: "renovation",
    location: "Sadarghat Road, Old Dhaka",
    image: "pjHeritage",
    description:
      "Structural strengthening and complete refurbishment of a 1960s riverside hotel: new services, restored façade and 64 rebuilt guest rooms, completed floor by floor while the hotel stayed open.",
    completionDate: "2023-08-31",
    client: "Buriganga Hospitality Ltd.",
    duration: "12 months",
    size: "64 rooms · 5,600 m²",
    features: ["Column jacketing", "Façade restoration", "New MEP services", "Phased work in an operating hotel"],
    tags: ["Hotel", "Retrofit", "Old Dhaka"],
    gallery: ["pjHeritage", "glInterior"],
  },
  {
    title: "Lifeline Clinic Fit-Out",
    type: "renovation",
    location: "Sector 7, Uttara, Dhaka",
    image: "pjClinic",
    description:
      "Conversion of three office floors into a day-care clinic with operating theatres, medical-gas pipelines and a positive-pressure clean zone.",
    completionDate: "2024-03-20",
    client: "Lifeline Healthcare Ltd.",
    duration: "7 months",
    size: "3 floors · 2,700 m²",
    features: [
      "Two modular operating theatres",
      "Medical-gas pipelines",
      "HEPA-filtered air handling",
      "Antibacterial vinyl finishes",
    ],
    tags: ["Healthcare", "Fit-out", "Uttara"],
    gallery: ["pjClinic", "glInterior"],
  },
];

// ───────────────────────── manpower projects ─────────────────────────

export const SEED_MANPOWER: SeedRow<ManpowerProjectRow, "imageId" | "imageAlt" | "imageDecorative", { image: ImageKey }>[] = [
  {
    name: "Al Rimal Waterfront District — Phase 2",
    contractor: "Al Bayan Contracting Co.",
    owner: "Eastern Coast Development Company",
    location: "Al Khobar, Eastern Province",
    value: "SR 10.2 Billion",
    status: "ongoing",
    scope: "Structural concrete, blockwork and finishing for 38 residential towers and a marina promenade",
    description:
      "Our largest deployment: masons, shuttering carpenters and steel fixers working in three shifts on a mixed-use waterfront district of 6,000 homes.",
    image: "mpDesert",
    workers: 1450,
    duration: "48 months",
    startDate: "2023-03-01",
    completionDate: null,
  },
  {
    name: "King Salman Park Residences",
    contractor: "Saraya Infrastructure Group",
    owner: "Riyadh Urban Parks Authority",
    location: "Riyadh",
    value: "SR 4.6 Billion",
    status: "ongoing",
    scope: "Reinforced-concrete frames, façade installation and MEP first fix",
    description: "Residential blocks on the edge of a new city park, built to a demanding finishing specification.",
    image: "mpSite",
    workers: 620,
    duration: "36 months",
    startDate: "2024-01-15",
    completionDate: null,
  },
  {
    name: "Jubail Petrochemical Expansion — Utilities Package",
    contractor: "Gulf Horizon Industrial Services",
    owner: "Jubail Process Industries Co.",
    location: "Jubail Industrial City",
    value: "SR 2.9 Billion",
    status: "ongoing",
    scope: "Pipe fitting, structural steel erection and 6G welding",
    description: "Certified welders and pipe fitters supporting the utilities and offsites package of a plant expansion.",
    image: "mpIndustrial",
    workers: 380,
    duration: "30 months",
    startDate: "2024-05-01",
    completionDate: null,
  },
  {
    name: "Haramain Road Interchange Upgrade",
    contractor: "Al Madar Roads & Bridges",
    owner: "Makkah Region Roads Directorate",
    location: "Makkah – Jeddah Highway",
    value: "SR 1.4 Billion",
    status: "ongoing",
    scope: "Bridge deck formwork, rebar and concrete works for four flyovers",
    description: "Round-the-clock concrete crews working within tight traffic-management windows.",
    image: "mpBridge",
    workers: 260,
    duration: "24 months",
    startDate: "2024-09-01",
    completionDate: null,
  },
  {
    name: "Tabuk Medical City — Outpatient Block",
    contractor: "Northern Star Contracting",
    owner: "Tabuk Health Cluster",
    location: "Tabuk",
    value: "SR 860 Million",
    status: "ongoing",
    scope: "Blockwork, plastering, ceramic tiling and painting",
    description: "Finishing trades for a 300-room outpatient building with hospital-grade hygiene finishes.",
    image: "mpSite",
    workers: 190,
    duration: "20 months",
    startDate: "2025-01-10",
    completionDate: null,
  },
  {
    name: "Dammam Logistics Park — Warehouses 4 to 9",
    contractor: "Al Bayan Contracting Co.",
    owner: "Eastern Gate Logistics",
    location: "Second Industrial City, Dammam",
    value: "SR 540 Million",
    status: "ongoing",
    scope: "Steel erection, cladding and industrial flooring",
    description: "Six large-span warehouses built in parallel, with our steel erectors and flooring crews on site from day one.",
    image: "mpIndustrial",
    workers: 150,
    duration: "14 months",
    startDate: "2025-02-01",
    completionDate: null,
  },
  {
    name: "Riyadh Metro Line Stations — Package C",
    contractor: "Saraya Infrastructure Group",
    owner: "Riyadh Transit Authority",
    location: "Riyadh",
    value: "SR 7.8 Billion",
    status: "completed",
    scope: "Station structures, architectural finishes and MEP installation",
    description: "Twelve underground and elevated stations; Crestline workers delivered the finishing packages on nine of them.",
    image: "mpDesert",
    workers: 980,
    duration: "54 months",
    startDate: null,
    completionDate: "2024-12-15",
  },
  {
    name: "Jeddah Corniche Towers",
    contractor: "Red Sea Builders Co.",
    owner: "Corniche Heights Real Estate",
    location: "Jeddah",
    value: "SR 3.1 Billion",
    status: "completed",
    scope: "High-rise formwork, concrete and façade installation",
    description: "Two 45-storey residential towers on the northern Corniche, topped out four weeks early.",
    image: "mpSite",
    workers: 540,
    duration: "40 months",
    startDate: null,
    completionDate: "2023-09-30",
  },
  {
    name: "Yanbu Desalination Plant — Civil Works",
    contractor: "Gulf Horizon Industrial Services",
    owner: "Western Water Utility Company",
    location: "Yanbu",
    value: "SR 2.2 Billion",
    status: "completed",
    scope: "Concrete tanks, pump houses and pipe supports",
    description: "Watertight concrete structures built to strict tolerances for a seawater reverse-osmosis plant.",
    image: "mpIndustrial",
    workers: 420,
    duration: "28 months",
    startDate: null,
    completionDate: "2023-04-20",
  },
  {
    name: "Qassim University Housing",
    contractor: "Northern Star Contracting",
    owner: "Qassim University",
    location: "Buraydah, Qassim",
    value: "SR 1.1 Billion",
    status: "completed",
    scope: "Blockwork, plastering, tiling and joinery for 1,200 staff apartments",
    description: "A complete residential campus with mosques, schools and sports facilities.",
    image: "mpSite",
    workers: 310,
    duration: "26 months",
    startDate: null,
    completionDate: "2022-11-30",
  },
  {
    name: "Abha Mountain Road Bridges",
    contractor: "Al Madar Roads & Bridges",
    owner: "Asir Region Roads Directorate",
    location: "Abha, Asir",
    value: "SR 780 Million",
    status: "completed",
    scope: "Pier and deck concrete works at altitude",
    description: "Seven bridges on a winding mountain route, built through two rainy seasons without a lost-time injury.",
    image: "mpBridge",
    workers: 210,
    duration: "22 months",
    startDate: null,
    completionDate: "2022-06-15",
  },
  {
    name: "Al Ahsa Date Processing Complex",
    contractor: "Eastern Gate Contracting",
    owner: "Al Ahsa Agro Industries",
    location: "Al Hofuf, Al Ahsa",
    value: "SR 350 Million",
    status: "completed",
    scope: "Steel structures, cold-store panels and electrical installation",
    description: "A processing and cold-storage complex for one of the Kingdom's largest date producers.",
    image: "mpIndustrial",
    workers: 140,
    duration: "15 months",
    startDate: null,
    completionDate: "2021-12-01",
  },
];

// ───────────────────────── jobs ─────────────────────────

export const SEED_JOBS: SeedRow<
  JobRow,
  "posterImageId" | "isActive" | "searchText" | JobTerm,
  { poster: ImageKey } & Partial<Pick<JobRow, JobTerm>>
>[] = [
  {
    title: "Shuttering Carpenter",
    city: "Riyadh",
    country: "Saudi Arabia",
    industry: "Construction",
    requirements:
      "3+ years of formwork experience on high-rise projects.\nAble to read formwork drawings.\nSalary SAR 1,600 – 1,900 per month plus overtime; accommodation, transport and medical insurance provided.\nTwo-year renewable contract.",
    salaryMin: 1600,
    salaryMax: 1900,
    food: "allowance",
    accommodation: "provided",
    contractMonths: 24,
    hoursPerDay: 8,
    openings: 25,
    visaPaidBy: "employer",
    ticketPaidBy: "employer",
    employerCountry: "SA",
    employerCity: "Riyadh",
    poster: "jbDesert",
  },
  {
    title: "Steel Fixer",
    city: "Al Khobar",
    country: "Saudi Arabia",
    industry: "Construction",
    requirements:
      "2+ years of rebar fixing; able to follow bar bending schedules.\nTrade test at our Gazipur centre.\nSalary SAR 1,500 – 1,800 per month plus overtime; food allowance SAR 300.\nTwo-year contract.",
    salaryMin: 1500,
    salaryMax: 1800,
    food: "allowance",
    accommodation: "provided",
    contractMonths: 24,
    hoursPerDay: 8,
    openings: 40,
    visaPaidBy: "employer",
    ticketPaidBy: "employer",
    employerCountry: "SA",
    employerCity: "Al Khobar",
    poster: "jbSite",
  },
  {
    title: "Building Electrician",
    city: "Jeddah",
    country: "Saudi Arabia",
    industry: "MEP",
    requirements:
      "Diploma or trade certificate in electrical installation.\n4+ years in conduit, wiring and DB installation.\nSalary SAR 2,200 – 2,800 per month; accommodation and transport provided.\nBasic English or Arabic preferred.",
    salaryMin: 2200,
    salaryMax: 2800,
    food: "not_provided",
    accommodation: "provided",
    contractMonths: 24,
    hoursPerDay: 8,
    openings: 12,
    visaPaidBy: "employer",
    ticketPaidBy: "employer",
    employerCountry: "SA",
    employerCity: "Jeddah",
    poster: "jbSite",
  },
  {
    title: "Plumber",
    city: "Dammam",
    country: "Saudi Arabia",
    industry: "MEP",
    requirements:
      "3+ years with PPR, uPVC and copper systems.\nExperience with pressure testing.\nSalary SAR 1,900 – 2,300 per month plus overtime.\nTwo-year renewable contract.",
    salaryMin: 1900,
    salaryMax: 2300,
    food: "allowance",
    accommodation: "provided",
    contractMonths: 24,
    hoursPerDay: 8,
    openings: 10,
    visaPaidBy: "employer",
    ticketPaidBy: "employer",
    employerCountry: "SA",
    employerCity: "Dammam",
    poster: "jbSite",
  },
  {
    title: "6G Pipe Welder",
    city: "Jubail",
    country: "Saudi Arabia",
    industry: "Oil & Gas",
    requirements:
      "Valid 6G certificate (TIG/ARC) or willingness to pass the client's weld test.\n5+ years in industrial piping.\nSalary SAR 3,200 – 4,000 per month; accommodation, transport and meals provided.",
    salaryMin: 3200,
    salaryMax: 4000,
    food: "provided",
    accommodation: "provided",
    contractMonths: 24,
    hoursPerDay: 10,
    openings: 8,
    visaPaidBy: "employer",
    ticketPaidBy: "employer",
    employerCountry: "SA",
    employerCity: "Jubail",
    poster: "jbIndustrial",
  },
  {
    title: "Mason (Block & Plaster)",
    city: "Tabuk",
    country: "Saudi Arabia",
    industry: "Construction",
    requirements:
      "2+ years of blockwork and plastering.\nAged 21 – 45, physically fit.\nSalary SAR 1,400 – 1,700 per month plus overtime; accommodation provided.",
    salaryMin: 1400,
    salaryMax: 1700,
    food: "not_provided",
    accommodation: "provided",
    contractMonths: 24,
    hoursPerDay: 8,
    openings: 30,
    visaPaidBy: "employer",
    ticketPaidBy: "worker",
    employerCountry: "SA",
    employerCity: "Tabuk",
    poster: "jbDesert",
  },
  {
    title: "Heavy Duty Driver",
    city: "Makkah",
    country: "Saudi Arabia",
    industry: "Transport",
    requirements:
      "Valid Bangladeshi heavy licence held for 3+ years; Saudi licence arranged by the employer.\nExperience with tippers or trailers.\nSalary SAR 2,000 – 2,400 per month; accommodation provided.",
    salaryMin: 2000,
    salaryMax: 2400,
    food: "allowance",
    accommodation: "provided",
    contractMonths: 24,
    hoursPerDay: 10,
    openings: 6,
    visaPaidBy: "employer",
    ticketPaidBy: "employer",
    employerCountry: "SA",
    employerCity: "Makkah",
    poster: "jbDesert",
  },
  {
    title: "HVAC Technician",
    city: "Madinah",
    country: "Saudi Arabia",
    industry: "MEP",
    requirements:
      "Trade certificate in refrigeration and air conditioning.\n3+ years with split, package and VRF units.\nSalary SAR 2,400 – 3,000 per month; accommodation and transport provided.",
    salaryMin: 2400,
    salaryMax: 3000,
    food: "allowance",
    accommodation: "provided",
    contractMonths: 24,
    hoursPerDay: 8,
    openings: 5,
    visaPaidBy: "employer",
    ticketPaidBy: "employer",
    employerCountry: "SA",
    employerCity: "Madinah",
    poster: "jbIndustrial",
  },
  {
    title: "Scaffolder",
    city: "Yanbu",
    country: "Saudi Arabia",
    industry: "Industrial Maintenance",
    requirements:
      "2+ years erecting tube-and-clamp and system scaffolding.\nWorking-at-height training given before departure.\nSalary SAR 1,600 – 2,000 per month plus overtime.",
    salaryMin: 1600,
    salaryMax: 2000,
    food: "not_provided",
    accommodation: "provided",
    contractMonths: 12,
    hoursPerDay: 8,
    openings: 20,
    visaPaidBy: "employer",
    ticketPaidBy: "employer",
    employerCountry: "SA",
    employerCity: "Yanbu",
    poster: "jbIndustrial",
  },
];

/** The published gallery (document 'gallery'): its chips and images in order; alt text comes from the image. */
export const SEED_GALLERY: {
  categories: { category: string; label: string }[];
  images: { image: ImageKey; caption: string }[];
} = {
  categories: [
    { category: "gallery", label: "On site" },
    { category: "projects", label: "Projects" },
    { category: "manpower", label: "Manpower" },
  ],
  images: [
    { image: "glSiteDawn", caption: "Morning briefing before the pour" },
    { image: "glRiyadh", caption: "Our crews in Riyadh" },
    { image: "pjLakeview", caption: "Lakeview Villas, Purbachal" },
    { image: "glInterior", caption: "Lobby finishing works" },
    { image: "glFactory", caption: "Warehouse frame, Gazipur" },
    { image: "pjMeridian", caption: "Meridian Trade Centre, Gulshan" },
    { image: "glBridge", caption: "Approach-road bridge deck" },
    { image: "mpIndustrial", caption: "Plant maintenance team, Jubail" },
    { image: "glTraining", caption: "Electrical wiring class" },
    { image: "pjPortView", caption: "Port View Logistics Hub, Chattogram" },
    { image: "mpDesert", caption: "Tower project, Riyadh" },
    { image: "pjGreenNest", caption: "Green Nest Apartments, Bashundhara" },
  ],
};

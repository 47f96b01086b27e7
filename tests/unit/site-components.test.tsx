import { MemoryRouter } from "react-router-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { PortfolioProjectView } from "../../server/modules/content/portfolio.server.js";
import { formatDate, formatMoney, formatStartingPrice, truncate } from "../../app/components/ui/format.js";
import { SocialLinks } from "../../app/components/site/footer.js";
import { PortfolioResults } from "../../app/components/site/portfolio.js";
import { ServiceCatalog } from "../../app/components/site/service-catalog.js";
import { serviceTypeLabel } from "../../app/components/site/service-cards.js";
import type { ReactNode } from "react";
import { CATALOGS, translatorFor } from "../../app/utils/catalogs.server.js";
import { LocaleProvider } from "../../app/utils/i18n.js";

// react-router's Link warns that useLayoutEffect does nothing on the server; irrelevant to static markup.
beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

// the site's components read their words from the English catalog, as on an English page
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LocaleProvider locale="en" messages={CATALOGS.en}>
        {node}
      </LocaleProvider>
    </MemoryRouter>,
  );

const project = (overrides: Partial<PortfolioProjectView> = {}): PortfolioProjectView => ({
  id: 1,
  title: "Lakeview Villas",
  type: "residential",
  location: "Purbachal, Dhaka",
  description:
    "Twelve two-storey villas around a landscaped lake, each with a double-height living room, solar water heating and rainwater harvesting.",
  completionDate: "2024-06-30",
  client: "Society",
  duration: "20 months",
  size: "12 villas",
  features: [],
  tags: [],
  mainImage: null,
  gallery: [],
  ...overrides,
});

describe("portfolio results", () => {
  it("shows 'Failed to fetch projects' in an error panel when the load failed", () => {
    const html = render(<PortfolioResults projects={{ ok: false }} onSelect={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Failed to fetch projects");
  });

  it("shows 'No Projects Found' for an empty list", () => {
    expect(render(<PortfolioResults projects={{ ok: true, list: [] }} onSelect={() => {}} />)).toContain("No Projects Found");
  });

  it("cuts card descriptions to 100 characters", () => {
    const html = render(<PortfolioResults projects={{ ok: true, list: [project()] }} onSelect={() => {}} />);
    expect(html).toContain("Twelve two-storey villas around a landscaped lake, each with a double-height living room, solar...");
    expect(html).toContain("View Details");
  });
});

describe("service catalog", () => {
  it("shows 'Failed to fetch services' in an error panel when the load failed", () => {
    const html = render(<ServiceCatalog catalog={{ ok: false }} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Failed to fetch services");
  });

  it("shows the first three key features and the price in the currency it was entered in, or 'Get a Quote' without one", () => {
    const card = { id: 1, type: "residential" as const, title: "Homes", slug: "homes", shortDescription: "Homes.", image: null };
    const html = render(
      <ServiceCatalog
        catalog={{
          ok: true,
          items: [],
          cards: [
            { ...card, startingPrice: "4500000.00", priceCurrency: "BDT", keyFeatures: ["one", "two", "three", "four"] },
            { ...card, id: 2, slug: "villa", startingPrice: "45000.50", priceCurrency: "SAR", keyFeatures: ["b"] },
            { ...card, id: 3, slug: "workers", startingPrice: null, priceCurrency: "SAR", keyFeatures: ["a"] },
          ],
        }}
      />,
    );
    expect(html).toContain("three");
    expect(html).not.toContain("four");
    expect(html).toContain("From BDT 4,500,000");
    expect(html).toContain("From SAR 45,000.50");
    expect(html).not.toContain("From BDT 45,000");
    expect(html).toMatch(/<a[^>]*href="\/quote"[^>]*>Get a Quote<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/quote"[^>]*>Get a Free Quote<\/a>/);
  });
});

describe("in Bangla and Arabic", () => {
  const renderIn = (locale: "bn" | "ar", node: ReactNode) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <LocaleProvider locale={locale} messages={CATALOGS[locale]}>
          {node}
        </LocaleProvider>
      </MemoryRouter>,
    );
  const card = {
    id: 1,
    type: "residential" as const,
    title: "ভিলা",
    slug: "villa",
    shortDescription: "Homes.",
    image: null,
    startingPrice: "4500000.00",
    priceCurrency: "BDT" as const,
    keyFeatures: ["এক", "Two"],
    // what `localize` leaves on a card whose description and second feature have no translation
    _untranslated: ["shortDescription", "keyFeatures[1]"],
  };

  it("marks the English of a missing translation lang=en, and only that field", () => {
    const html = renderIn("bn", <ServiceCatalog catalog={{ ok: true, items: [], cards: [card] }} />);
    expect(html).toMatch(/<p lang="en"[^>]*>Homes\.<\/p>/);
    expect(html).toMatch(/<span lang="en">Two<\/span>/);
    expect(html).toMatch(/<h3 class="[^"]*">ভিলা<\/h3>/);
    expect(html).toMatch(/<span>এক<\/span>/);
  });

  it("words the fixed text and the price from the page's catalog, Bangla in Bengali digits", () => {
    const html = renderIn("bn", <ServiceCatalog catalog={{ ok: true, items: [], cards: [card] }} />);
    expect(html).toContain("BDT ৪৫,০০,০০০ থেকে শুরু");
    expect(html).toContain("আবাসিক");
    expect(html).toContain("সেবা প্যাকেজ ও শুরুর মূল্য");
    expect(html).not.toContain("Get a Free Quote");
    const arabic = renderIn("ar", <ServiceCatalog catalog={{ ok: true, items: [], cards: [card] }} />);
    expect(arabic).toContain("ابتداءً من BDT 4,500,000");
    expect(renderIn("ar", <PortfolioResults projects={{ ok: false }} onSelect={() => {}} />)).toContain("تعذّر تحميل المشاريع");
  });
});

describe("service type label", () => {
  it("names a package's type in the page's language and shows nothing for 'other'", () => {
    expect(serviceTypeLabel("residential", translatorFor("en"))).toBe("Residential");
    expect(serviceTypeLabel("residential", translatorFor("bn"))).toBe("আবাসিক");
    expect(serviceTypeLabel("other", translatorFor("ar"))).toBeUndefined();
  });
});

describe("formatting", () => {
  it("formats prices, dates and cut text", () => {
    expect(formatStartingPrice("350000.00", "BDT")).toBe("From BDT 350,000");
    expect(formatStartingPrice("99.5", "SAR")).toBe("From SAR 99.50");
    expect(formatMoney(1800, "SAR")).toBe("SAR 1,800");
    expect(formatDate("2023-03-01")).toBe("1 March 2023");
    expect(formatDate(null)).toBe("—");
    expect(truncate("short", 100)).toBe("short");
    expect(truncate("a".repeat(150), 100)).toBe(`${"a".repeat(100)}...`);
  });
});

describe("footer", () => {
  it("draws a YouTube link as its icon, whatever the case of the platform's name", () => {
    const html = render(<SocialLinks links={[{ platform: "Youtube", url: "https://www.youtube.com/@crestline" }]} />);
    expect(html).toContain('aria-label="Youtube"');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*><path d="M23.5 6.2/);
    expect(html).not.toMatch(/>Youtube</);
  });
});

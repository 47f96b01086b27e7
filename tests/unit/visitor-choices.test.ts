import { describe, expect, it } from "vitest";
import { readCountry } from "../../server/modules/content/country.server.js";
import { choicesOf, parseCookies, visitorChoices } from "../../server/modules/content/visitor-choices.server.js";
import { getTheme } from "../../app/utils/theme.server.js";

const request = (cookie?: string) => new Request("http://site.test/", cookie === undefined ? {} : { headers: { cookie } });

describe("visitor choices (country and theme cookies)", () => {
  // [Cookie header, country the page is rendered for, theme]
  const cases: Array<[string | undefined, string | null, string]> = [
    [undefined, null, "light"],
    ["", null, "light"],
    ["country=saudiarabia; theme=dark", "saudiarabia", "dark"],
    // duplicated: the first value counts, for the cache key and the page alike
    ["country=saudiarabia; country=zz", "saudiarabia", "light"],
    ["country=zz; country=saudiarabia", null, "light"],
    ["theme=dark; theme=light", null, "dark"],
    ["theme=light; theme=dark", null, "light"],
    // padded, quoted
    ["country= saudiarabia ;theme=  dark", "saudiarabia", "dark"],
    ['country="bangladesh"; theme="dark"', "bangladesh", "dark"],
    // empty
    ["country=; theme=", null, "light"],
    ["country; theme", null, "light"],
    // invalid
    ["country=SaudiArabia; theme=DARK", null, "light"],
    ["country=saudiarabia%00; theme=dark%20", null, "light"],
    ["country=%E0%A4%A; theme=blue", null, "light"],
  ];

  it.each(cases)("%j reads as country %j, theme %j in every reader", (cookie, country, theme) => {
    expect(choicesOf(request(cookie))).toEqual({ country, theme });
    expect(visitorChoices(parseCookies(cookie))).toEqual({ country, theme });
    // the loaders that render the page read the same
    expect(readCountry(request(cookie))).toBe(country);
    expect(getTheme(request(cookie))).toBe(theme);
  });

  it("parses a header as Remix's own cookies do (the first of a name sent twice)", () => {
    expect(parseCookies("__session=a; country=bangladesh; __session=b")).toEqual({ __session: "a", country: "bangladesh" });
  });
});

// The navigation bar's document as the editors save it, for the tests that write one.

/** A navbar document with no logo chosen and this company name. */
export const navbarNamed = (companyName: string) => ({ logoImageId: null, companyName });

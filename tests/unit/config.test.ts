import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config/index.js";

describe("loadConfig", () => {
  it("starts with no environment at all, on embedded defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3.endpoint).toBeUndefined();
    expect(config.bkash).toBeUndefined();
    expect(config.uploads.maxImageBytes).toBe(15 * 1024 * 1024);
  });

  it("treats empty strings (as in a copied .env.example) as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", ADMIN_PASSWORD: "", PUBLIC_URL: "https://crestline.example/" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin.password).toBeUndefined();
    expect(config.publicUrl).toBe("https://crestline.example");
  });

  it("reports every problem on its own readable line", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "abc", LOG_LEVEL: "loud", S3_ENDPOINT: "http://minio:9000", ADMIN_PASSWORD: "short" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.some((p) => p.startsWith("PORT:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("LOG_LEVEL:"))).toBe(true);
    expect(problems).toContain("S3_ENDPOINT: S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY must be set together");
    expect(problems).toContain("ADMIN_PASSWORD: must be at least 10 characters");
  });

  it("refuses production without real backing services and real bKash credentials", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/DATABASE_URL: is required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/bKash sandbox is never used in production/);
  });

  it("refuses a production deployment that would only log its notification e-mails", () => {
    expect(() => loadConfig({ NODE_ENV: "production", MAIL_TO: "office@crestline.example" })).toThrow(
      /SMTP_URL: is required when MAIL_TO is set/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL: must be an smtp/);
    const config = loadConfig({ NODE_ENV: "test", MAIL_TO: "a@crestline.example", SMTP_URL: "smtps://u:p@mail.example:465" });
    expect(config.mail).toMatchObject({ to: ["a@crestline.example"], smtpUrl: "smtps://u:p@mail.example:465" });
  });

  it("runs production on the embedded services when asked to (npm start)", () => {
    const config = loadConfig({ NODE_ENV: "production", EMBEDDED_SERVICES: "true" });
    expect(config.isProduction).toBe(true);
    expect(config.embedded).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({}).embedded).toBe(true);
    expect(() => loadConfig({ NODE_ENV: "production", EMBEDDED_SERVICES: "false" })).toThrow(/DATABASE_URL: is required/);
  });

  it("marks cookies Secure when the public URL is https", () => {
    expect(loadConfig({ PUBLIC_URL: "https://crestline.example" }).secureCookies).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", EMBEDDED_SERVICES: "true" }).secureCookies).toBe(false);
  });
});

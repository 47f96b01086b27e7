import type { LoaderFunctionArgs } from "@remix-run/node";

export function loader({ context }: LoaderFunctionArgs) {
  const { publicUrl } = context.services.config;
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /login", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}

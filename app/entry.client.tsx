import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { hydrateDocument } from "./utils/preact-browser.client";
import { addSiteRoutes } from "./utils/site-routes";

// before RemixBrowser makes the router from the manifest (app/utils/site-routes.tsx)
addSiteRoutes(window.__remixManifest);

if (import.meta.env.BROWSER_ON_PREACT) {
  // The production build: react and react-dom are Preact's compatibility layer here (vite.config.ts).
  hydrateDocument(
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
} else {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

/** Every route is a file of app/routes named after its address (Remix's flat-file convention). */
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*", "**/.*"] }) satisfies RouteConfig;

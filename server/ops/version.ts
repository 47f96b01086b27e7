import pkg from "../../package.json" with { type: "json" };

/** The app's name and version (package.json), recorded in backup manifests. */
export function appInfo() {
  return { name: pkg.name, version: pkg.version };
}

import type { ServerBuild } from "@remix-run/node";
import { DataError } from "objection";
import { describe, expect, it } from "vitest";
import { hardenBuild } from "../../server/http/route-modules.js";

function buildWith(loader: () => unknown): ServerBuild {
  return {
    routes: { root: { id: "root", path: "", module: { loader, default: () => null } } },
  } as unknown as ServerBuild;
}

const args = {} as never;

describe("hardenBuild", () => {
  it("answers a submission to a route without an action with 405", async () => {
    const build = hardenBuild(buildWith(() => null));
    await expect(build.routes.root!.module.action!(args)).rejects.toMatchObject({ init: { status: 405 } });
  });

  it("turns PostgreSQL's bad-input errors into a 400 the route's error boundary shows", async () => {
    for (const code of ["22003", "22P02", "22021"]) {
      const build = hardenBuild(
        buildWith(() => {
          throw Object.assign(new Error("value out of range"), { code });
        }),
      );
      await expect(build.routes.root!.module.loader!(args)).rejects.toMatchObject({ init: { status: 400 } });
    }
  });

  it("also when Objection wrapped the driver's error (the code is on nativeError)", async () => {
    const build = hardenBuild(
      buildWith(() => {
        const native = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
        // db-errors' constructor, as Objection calls it (its typings declare Error's)
        const Wrapped = DataError as unknown as new (args: { nativeError: Error; client: string }) => Error;
        throw new Wrapped({ nativeError: native, client: "postgres" });
      }),
    );
    await expect(build.routes.root!.module.loader!(args)).rejects.toMatchObject({ init: { status: 400 } });
  });

  it("leaves other errors and results alone, and wraps a build once", async () => {
    const failing = buildWith(() => {
      throw Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" });
    });
    await expect(hardenBuild(failing).routes.root!.module.loader!(args)).rejects.toThrow("connection refused");
    const ok = buildWith(() => ({ fine: true }));
    await expect(hardenBuild(ok).routes.root!.module.loader!(args)).resolves.toEqual({ fine: true });
    expect(hardenBuild(ok)).toBe(hardenBuild(ok));
  });
});

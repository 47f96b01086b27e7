import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig, type Config } from "../config/index.js";
import { resolveEndpoints } from "../embedded/index.js";
import { createLogger } from "../logger.js";
import type { CreateAdminRefusal } from "../modules/auth/admins.server.js";
import { createServices, type Endpoints, type Services } from "../services.js";
import { BackupError } from "./manifest.js";

/** Ends a command-line script with one message on stderr and exit code 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** What a command line says when an account is refused (createAdmin's reasons). */
export const ADMIN_REFUSALS: Record<CreateAdminRefusal, string> = {
  invalid_username: "The username must be 3 to 32 characters: letters, digits, dots, underscores and hyphens.",
  invalid_password: "The password must be 10 to 256 characters.",
  taken: "That username is already taken.",
};

/** The same for the first admin made from ADMIN_USERNAME / ADMIN_PASSWORD, naming the variable to change. */
export const firstAdminRefusal = (reason: CreateAdminRefusal) =>
  `${reason === "invalid_password" ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"}: ${ADMIN_REFUSALS[reason]}`;

/** The server's configuration from the environment, or the script ends with its problems (one per line). */
export function configOrFail(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

/** Whether `npm start`'s embedded PostgreSQL is running on this data directory (its pid file names a live process). */
function embeddedPostgresRunning(dataDir: string): boolean {
  const pidFile = path.resolve(dataDir, "postgres", "postmaster.pid");
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a backup/restore command against the deployment the server would use: the same environment
 * (server/config), and without DATABASE_URL / S3_* the embedded services under DATA_DIR (started here,
 * so `npm start` must be stopped first). Prints refusals as one clear message and exits 1.
 */
export async function runAgainstDeployment(
  command: (services: Services, endpoints: Endpoints) => Promise<string>,
): Promise<void> {
  let exitCode = 0;
  try {
    const config = loadConfig({ LOG_LEVEL: "warn", ...process.env });
    if (!config.databaseUrl && embeddedPostgresRunning(config.dataDir)) {
      throw new BackupError(
        `The embedded PostgreSQL under ${config.dataDir} is in use: stop \`npm start\` first (Ctrl+C), then run this again.`,
      );
    }
    const logger = createLogger(config);
    const embedded = await resolveEndpoints(config, logger);
    const services = await createServices(config, embedded.endpoints, logger);
    try {
      await services.storage.ensureBuckets();
      console.log(await command(services, embedded.endpoints));
    } finally {
      await services.close();
      await embedded.stop();
    }
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
    else console.error(err);
    exitCode = 1;
  }
  process.exit(exitCode);
}

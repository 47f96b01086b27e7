import nodemailer from "nodemailer";
import type { Config } from "../../config/index.js";
import type { Logger } from "../../logger.js";

export interface MailMessage {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/** Sends e-mail. One per process, built with the other services (server/services.ts). */
export interface Mailer {
  /** Hands the message over; rejects when the server refuses it or cannot be reached (the mail job retries). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Without it (a developer's machine, the zero-config `npm start`)
 * the message is written to the log instead: recipients and subject only, the answers stay out of the log.
 * A production deployment with `MAIL_TO` must set `SMTP_URL` (the configuration refuses to start otherwise).
 */
export function createMailer(config: Config["mail"], logger: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        logger.info({ to: message.to, from: message.from, subject: message.subject }, "e-mail not sent: SMTP_URL is unset");
      },
      close() {},
    };
  }
  // 20 s for each step: a slow relay must not hold a worker slot for long; the job is tried again later
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ ...message, to: message.to.join(", ") });
    },
    close() {
      transport.close();
    },
  };
}

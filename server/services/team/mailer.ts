import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail through SMTP_URL with nodemailer; without it nothing is sent (the admin copies the
 * link instead). A failed send is logged, not thrown: the invitation exists and its link is shown.
 */
export function createMailer(config: Config, logger: Logger) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    enabled: transport !== null,
    async send(mail: Mail): Promise<boolean> {
      if (!transport) return false;
      try {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        return true;
      } catch (err) {
        logger.warn({ err, to: mail.to }, 'mail not sent');
        return false;
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

// Mail is written to an outbox table; a mail relay (not part of the reference upstream) would send
// it. In development the outbox is readable at dev/outbox so sign-up links and codes can be used.
import type { Queryable } from '../db/database.js';

export async function sendMail(db: Queryable, to: string, subject: string, body: string): Promise<void> {
  await db.query('insert into mail_outbox (recipient, subject, body) values ($1, $2, $3)', [to, subject, body]);
}

import type { TestApp } from "../integration/harness";

/**
 * Makes every insert into the mail outbox fail (on) or succeed again (off), so a test can see that a
 * write and its mail commit together or not at all. Only on a database of the test's own: the trigger
 * is on a shared table.
 */
export async function failMail(t: TestApp, on: boolean) {
  if (on) {
    await t.services.database.exec(`create or replace function rb_fail_mail() returns trigger language plpgsql as $$ begin raise exception 'mail is down'; end; $$`);
    await t.services.database.exec(`create trigger rb_fail_mail before insert on mail_outbox for each row execute function rb_fail_mail()`);
  } else {
    await t.services.database.exec(`drop trigger if exists rb_fail_mail on mail_outbox`);
  }
}

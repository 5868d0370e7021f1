import { parseArgs } from 'node:util';
import { authMessages } from '@shared/messages';
import { credentialsSchema } from '@shared/schemas/auth';
import { isCommonPassword } from '../auth/common-passwords';
import { findUserByEmail } from '../auth/repository';
import { createVerifiedAccount, grantAdmin, markEmailVerified, normaliseEmail, setPassword } from '../auth/service';
import { openDatabaseForCli, runCli } from './open-database';

const USAGE = `Usage:
  npm run admin -- create --email E --password P [--existing]
      create a new account (its email counts as verified) and grant it admin. An existing account is refused
      unless --existing is given: then its password is reset, its email marked verified, and every session it has
      is ended before admin is granted
  npm run admin -- grant --email E
      grant admin to an existing account whose email is verified (every session it has is ended)`;

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, existing: { type: 'boolean' } },
  });
  const command = positionals[0];
  if ((command !== 'create' && command !== 'grant') || !values.email || (command === 'create' && !values.password)) {
    throw new Error(USAGE);
  }
  const email = normaliseEmail(values.email);
  if (command === 'create') {
    const parsed = credentialsSchema.safeParse({ email, password: values.password });
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'));
    if (isCommonPassword(parsed.data.password)) throw new Error(authMessages.passwordTooCommon);
  }

  const { database } = await openDatabaseForCli();
  try {
    const { db } = database;
    const existing = await findUserByEmail(db, email);
    let userId: string;
    if (command === 'grant') {
      if (!existing) throw new Error(`No account with email ${email}. Use "create" to make one.`);
      if (!existing.emailVerifiedAt)
        throw new Error(
          `${email} has not verified its email address, so it may not be its owner's: admin not granted. ` +
            `If you know the address is theirs, use "create --email ${email} --password P --existing".`,
        );
      userId = existing.id;
    } else if (existing) {
      // someone may have signed up with this address first: taking it over must be asked for by name
      if (!values.existing)
        throw new Error(
          `An account with email ${email} already exists; nothing was changed. To reset its password, mark its ` +
            `email verified and make it an admin (ending all its sessions), run again with --existing.`,
        );
      await setPassword(db, existing.id, values.password!);
      await markEmailVerified(db, existing.id);
      userId = existing.id;
    } else {
      userId = (await createVerifiedAccount(db, { email, password: values.password! })).id;
    }
    await grantAdmin(db, userId);
    console.log(`${email} is an admin.${existing ? ' Every session it had has ended.' : ''}`);
  } finally {
    await database.close();
  }
});

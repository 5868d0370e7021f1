import { parseArgs } from 'node:util';
import { authMessages } from '@shared/messages';
import { credentialsSchema } from '@shared/schemas/auth';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/password';
import { findUserByEmail, grantRole } from '../auth/repository';
import { createAccount, normaliseEmail } from '../auth/service';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { openDatabaseForCli, runCli } from './open-database';

const USAGE = `Usage:
  npm run admin -- create --email E --password P   create the account if needed (or set its password) and grant admin
  npm run admin -- grant --email E                 grant admin to an existing account`;

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
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
      userId = existing.id;
    } else if (existing) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(values.password!), updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      userId = (await createAccount(db, { email, password: values.password! })).id;
    }
    await grantRole(db, userId, 'admin');
    console.log(`${email} is an admin.`);
  } finally {
    await database.close();
  }
});

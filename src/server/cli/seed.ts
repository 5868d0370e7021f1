import { seedDatabase } from '../db/seed';
import { openDatabaseForCli, runCli } from './open-database';

await runCli(async () => {
  const { database, log } = await openDatabaseForCli();
  try {
    const { admin } = await seedDatabase(database.db, log);
    console.log('Seed data is in place (vendors, sample calls).');
    if (admin) console.log(`Dev admin login: ${admin.email} / ${admin.password}`);
    else
      console.log(
        'The dev admin admin@earl.local already exists; set its password with: npm run admin -- create --email admin@earl.local --password <new>',
      );
  } finally {
    await database.close();
  }
});

import { REVIEW_PROMISE_HOURS, SERVICE_AREA } from '@shared/constants';
import { adminProviderMessages, providerMessages } from '@shared/messages';
import type { Credentials } from '@shared/schemas/auth';
import type { OwnProviderUpdate, ProviderApplication, ProviderView } from '@shared/schemas/provider';
import {
  assertEmailVerified,
  insertAccount,
  prepareAccount,
  sendEmailVerification,
  verifyCredentials,
} from '../auth/service';
import type { Db } from '../db/database';
import type { Actor } from '../http/access';
import { notFound } from '../http/errors';
import { queueNotifications } from '../notifications/service';
import * as repo from './repository';
import * as teamRepo from './team-members-repository';
import { toProviderView } from './views';

/**
 * Spec section 4, signup wizard submit: the account, the provider record (pending, Santa Cruz County) and its
 * team are created in one transaction, so a failure anywhere leaves nothing behind. The applicant's email gets a
 * verification link: the application cannot be approved before it is opened, and an email saying it was received.
 */
export async function submitProviderApplication(
  { db, publicUrl }: { db: Db; publicUrl: string },
  application: ProviderApplication,
) {
  const account = await prepareAccount(application);
  return db.transaction(async (tx) => {
    const user = await insertAccount(tx, account, providerMessages.emailTaken);
    await sendEmailVerification(tx, { userId: user.id, email: user.email, publicUrl });
    const provider = await repo.insertProvider(tx, {
      userId: user.id,
      businessName: application.businessName,
      contactName: application.contactName,
      phone: application.phone,
      email: user.email,
      address: { street: application.street, city: application.city, state: application.state, zip: application.zip },
      licenseNumber: application.licenseNumber,
      insuranceProvider: application.insuranceProvider,
      insurancePolicy: application.insurancePolicy,
      minimumFee: application.minimumFee,
      serviceCategories: application.serviceCategories,
      languages: application.languages,
      serviceArea: [SERVICE_AREA],
      status: 'pending',
    });
    await teamRepo.insertTeamMembers(
      tx,
      application.teamMembers.map((member, index) => ({ ...member, providerId: provider.id, isPrimary: index === 0 })),
    );
    await queueNotifications(tx, [
      {
        channel: 'email',
        recipient: user.email,
        subject: adminProviderMessages.applicationReceivedSubject,
        body: adminProviderMessages.applicationReceivedBody(
          provider.businessName,
          REVIEW_PROMISE_HOURS,
          `${publicUrl}/provider`,
        ),
        dedupeKey: `provider-received:${provider.id}`,
      },
    ]);
    return { user, providerId: provider.id };
  });
}

/**
 * Provider login: only an account with a provider record may sign in here. The check runs before any
 * session exists, so a plain account is never left signed in. A wrong password, an unknown email and a plain
 * account's right password get the same 401 (the spec's message for the last), so the answer tells an attacker
 * nothing about the password; all three count towards the email's sign-in lock.
 */
export async function verifyProviderCredentials(
  { db, publicUrl }: { db: Db; publicUrl: string },
  credentials: Credentials,
) {
  let providerId: string | undefined;
  const user = await verifyCredentials(db, credentials, {
    accepts: async (userId) => Boolean((providerId = await repo.findProviderIdByUserId(db, userId))),
    refusal: providerMessages.noProviderAccount,
  });
  await assertEmailVerified({ db, publicUrl }, user);
  return { user: { id: user.id, email: user.email }, providerId: providerId! };
}

/** The signed-in provider's own record; there is no way to name another provider here. */
export async function getOwnProvider({ db, actor }: { db: Db; actor: Actor }): Promise<ProviderView> {
  if (!actor.providerId) throw notFound('Provider');
  const provider = await repo.findProvider(db, actor.providerId);
  if (!provider) throw notFound('Provider');
  return toProviderView(provider, await teamRepo.listTeam(db, provider.id));
}

/** PATCH /api/provider/me: receiving jobs, the team's languages, or both, of the caller's own record. */
export async function updateOwnProvider({ db, actor, update }: { db: Db; actor: Actor; update: OwnProviderUpdate }) {
  if (!actor.providerId || !(await repo.updateOwnSettings(db, actor.providerId, update))) throw notFound('Provider');
  return getOwnProvider({ db, actor });
}

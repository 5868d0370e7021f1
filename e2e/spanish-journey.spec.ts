import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { providerJobMessages as jm } from '@shared/messages';
import { createAdmin, createProvider, uniqueSuffix } from '../src/server/db/factories';
import { calls, outbox } from '../src/server/db/schema';
import { claimLinkOf, dispatchedJobOf, teamMember } from '../test/support/marketplace';
import { codeTextedTo } from '../test/support/verification';
import { browserAndDatabase, openPage } from './support/browser';
import { expectPath, expectText, signInThroughForm } from './support/fixtures';
import { expectMicrophoneReleased, FAKE_MICROPHONE_ARGS, openVoicePage, typeLines } from './support/voice';

// Issue 16 end to end: a Spanish-speaking visitor picks Español in the header, has a whole typed conversation with
// Earl in Spanish, and the call reaches the admin as spoken (transcript), in English for the team (summary), offered
// first to a Spanish-speaking team, and confirmed to the customer in Spanish once that team claims it.

const spec = browserAndDatabase(FAKE_MICROPHONE_ARGS);
const { database } = spec;

const TALK_TO_EARL = 'Hable con Earl desde su navegador';

/** Polls until the ended session's call is stored (the page moves on before the server has written it). */
async function storedCall(sessionId: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const [row] = await database.db.select().from(calls).where(eq(calls.externalId, sessionId));
    if (row || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts the voice chat from the landing page (already in Spanish); the id of the concierge session it created. */
async function startSpanishChat(page: Page) {
  const sessionCreated = page.waitForResponse(
    (r) => r.url().endsWith('/api/concierge/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: TALK_TO_EARL }).click();
  const session = await sessionCreated;
  expect(session.request().postDataJSON()).toEqual({ language: 'es' });
  await expectText(page, 'En línea con Earl');
  return ((await session.json()) as { id: string }).id;
}

/**
 * Types the caller's lines one by one, each after Earl's answer to the last, until Earl closes the call himself:
 * every step between the last answer and the end of the call (a verification, say) belongs here.
 */
async function finishTypedConversation(page: Page, lines: string[], verify: { sessionId: string; phone: string }) {
  const messageBox = page.getByLabel('Mensaje para Earl');
  await typeLines(page, messageBox, lines);
  // the lead goes to providers once the caller types the code texted to their phone, asked for as the "código"
  await expectText(page, /Por favor escriba el código aquí\./);
  await messageBox.fill(await codeTextedTo(database.db, verify.phone, verify.sessionId));
  await messageBox.press('Enter');
  await expectText(page, 'Llamada terminada');
  // the panel stays with Earl's closing words and the confirmation card, in Spanish, until closed (issue 18)
  await expectText(page, 'Solicitud confirmada');
  await expectText(page, /EARL-[2-9A-HJKMNP-Z]{6}/);
  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await page.getByRole('button', { name: TALK_TO_EARL }).waitFor();
  await expectMicrophoneReleased(page);
}

describe('a Spanish-speaking caller, from the landing page to the confirmation', () => {
  it('books a leaking water heater in Spanish; the admin sees it as spoken and in English; the customer is confirmed in Spanish', async () => {
    // a Spanish-speaking plumbing team, so the job gets its head start and someone to claim it
    const business = `Plomería Pájaro ${uniqueSuffix()}`;
    const team = await createProvider(database.db, {
      status: 'active',
      businessName: business,
      serviceCategories: ['Plumbing'],
      languages: ['en', 'es'],
      team: [teamMember('sms')],
    });
    const lastFour = String(1000 + Math.floor(Math.random() * 9000));

    const { page, context, consoleErrors } = await openVoicePage(spec.browser, { width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: /¿Necesita arreglar algo\?\s+Llame a Earl\./ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    const sessionId = await startSpanishChat(page);
    await finishTypedConversation(
      page,
      [
        'Buenas tardes, el calentador de agua está goteando en el garaje de la casa',
        'Me llamo María José Ramírez',
        `831 555 ${lastFour}`,
        'sí',
        'calle Main 250, Watsonville',
        'mañana en la tarde o el sábado por la mañana',
        'sí',
        'sí',
      ],
      { sessionId, phone: `(831) 555-${lastFour}` },
    );
    expect(consoleErrors).toEqual([]);

    const call = await storedCall(sessionId);
    expect(call).toMatchObject({
      language: 'es',
      customerName: 'María José Ramírez',
      customerPhone: `+1831555${lastFour}`,
      serviceType: 'Plumbing',
      serviceAddress: '250 Main St, Watsonville',
      source: 'web',
    });
    expect(call!.summary).toContain('Caller speaks Spanish.');
    // Earl spoke Spanish throughout, down to the read-back and the goodbye
    expect(call!.transcript).toContain(
      'assistant: Esto es lo que tengo: María José Ramírez necesita un plomero en 250 Main St, Watsonville.',
    );
    // no goodbye before the código: the read-back's "sí" is answered with the question, the code with the thanks
    expect(call!.transcript).not.toContain('¡Hasta luego!');
    expect(call!.transcript).toMatch(
      /\nassistant: Para mandar su solicitud .* Por favor escriba el código aquí\.\nuser: \d{6}\n/,
    );
    expect(call!.transcript).toMatch(/assistant: Gracias, su número quedó confirmado\. .*$/);

    // the admin: the call log marks it Spanish, the detail shows the words as spoken and the English summary
    const admin = await createAdmin(database.db);
    await signInThroughForm(page, admin.email, admin.password);
    await expectPath(page, '/admin');
    const entry = page.locator(`a[href="/admin/call/${call!.id}"]`);
    await entry.waitFor();
    // the entry's name is its link (the entry also links the phone), its badges beside it
    const item = page.getByRole('listitem').filter({ has: entry });
    expect(await item.innerText()).toMatch(/María José Ramírez[\s\S]*Spanish/);
    await entry.click();
    await expectPath(page, `/admin/call/${call!.id}`);
    await page.getByRole('heading', { level: 1, name: 'María José Ramírez' }).waitFor();
    await expectText(page, 'Me llamo María José Ramírez');
    await expectText(page, 'Parece un trabajo para un plomero. ¿Me da su nombre, por favor?');
    const summary = page.locator('dt', { hasText: /^Summary$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await summary.innerText()).toMatch(
      /^María José Ramírez needs a plumber in Watsonville\..*Caller speaks Spanish\.$/,
    );
    // the job card: offered first to the Spanish-speaking teams
    await expectText(page, /^Offered first to Spanish-speaking teams until \d{1,2}:\d{2} [AP]M/);

    // the Spanish-speaking team claims the job from the link it was texted
    const job = await dispatchedJobOf(database.db, call!.id);
    const token = await claimLinkOf(database.db, job.id, team.members[0]!.id);
    const claimer = await openPage(spec.browser);
    await claimer.page.goto(`/claim/${token}`);
    await claimer.page.getByRole('button', { name: jm.claim }).click();
    await expectText(claimer.page, jm.youClaimedIt);
    await claimer.context.close();

    // the customer's confirmation, in Spanish, in the outbox the admin reads
    const [confirmation] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `confirmation:${job.id}`));
    expect(confirmation).toMatchObject({ channel: 'sms', recipient: `+1831555${lastFour}` });
    expect(confirmation!.body).toMatch(new RegExp(`^Earl: ${business} atenderá su solicitud de plomería`));
    await page.goto(`/admin/outbox?${new URLSearchParams({ job: job.id, call: call!.id })}`);
    await expectText(page, `Earl: ${business} atenderá su solicitud de plomería`);
    await context.close();
  });
});

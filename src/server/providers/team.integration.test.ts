import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { MAX_TEAM_MEMBERS } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import type { TeamMemberFormInput, TeamMemberView, TeamView } from '@shared/schemas/provider';
import { createAdmin, createProvider, createUser } from '../db/factories';
import { auditLogs, providerTeamMembers } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Opts = Parameters<typeof createProvider>[1];
/** A provider, signed in; its team is the primary contact and one SMS member unless told otherwise. */
async function signedInProvider(opts: Opts = {}) {
  const created = await createProvider(t.db, {
    team: [
      { name: 'Maria Gonzalez', phone: '(831) 555-0187', email: 'maria@example.test', notificationMethod: 'both' },
      { name: 'Sam Ortiz', phone: '(831) 555-0190', notificationMethod: 'sms' },
    ],
    ...opts,
  });
  const cookie = await signIn(t.app, created.user.email, created.user.password);
  const [primary, second] = created.members;
  return { ...created, cookie, primary: primary!, second: second! };
}

const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/provider/team', headers: cookie ? { cookie } : {} });
const add = (cookie: string, member: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/provider/team', payload: member as object, headers: { cookie } });
const edit = (cookie: string, id: string, member: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/provider/team/${id}`, payload: member as object, headers: { cookie } });
const remove = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/provider/team/${id}`, headers: { cookie } });
const auditOf = (memberId: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceType, 'provider_team_members'), eq(auditLogs.resourceId, memberId)));
const rowOf = (memberId: string) =>
  t.db.query.providerTeamMembers.findFirst({ where: eq(providerTeamMembers.id, memberId) });

const newMember: TeamMemberFormInput = {
  name: 'Lee Chen',
  phone: '(831) 555-0123',
  email: 'lee@example.test',
  notificationMethod: 'email',
};

describe('GET /api/provider/team', () => {
  it('lists only the signed-in provider’s team, primary contact first', async () => {
    const p = await signedInProvider();
    await signedInProvider();
    const res = await list(p.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamView>()).toEqual({
      editable: true,
      members: [
        {
          id: p.primary.id,
          name: 'Maria Gonzalez',
          phone: '+18315550187',
          email: 'maria@example.test',
          notificationMethod: 'both',
          isPrimary: true,
        },
        {
          id: p.second.id,
          name: 'Sam Ortiz',
          phone: '+18315550190',
          email: '',
          notificationMethod: 'sms',
          isPrimary: false,
        },
      ],
    });
  });

  it('answers 401 without a session and 403 for an account that is not a provider', async () => {
    expect((await list()).statusCode).toBe(401);
    const user = await createUser(t.db);
    expect((await list(await signIn(t.app, user.email, user.password))).statusCode).toBe(403);
    const admin = await createAdmin(t.db);
    expect((await list(await signIn(t.app, admin.email, admin.password))).statusCode).toBe(403);
  });
});

describe('POST /api/provider/team', () => {
  it('adds a member who is never the primary contact, and audits it', async () => {
    const p = await signedInProvider();
    const res = await add(p.cookie, { ...newMember, name: '  Lee Chen  ' });
    expect(res.statusCode).toBe(201);
    const added = res.json<TeamMemberView>();
    expect(added).toEqual({ id: expect.any(String), ...newMember, phone: '+18315550123', isPrimary: false });
    expect((await list(p.cookie)).json<TeamView>().members.map((x) => x.name)).toEqual([
      'Maria Gonzalez',
      'Sam Ortiz',
      'Lee Chen',
    ]);
    expect(await rowOf(added.id)).toMatchObject({ providerId: p.provider.id, isPrimary: false });

    const [entry] = await auditOf(added.id);
    expect(entry).toMatchObject({
      adminUserId: null,
      action: 'team_member.add',
      details: {
        actorUserId: p.user.id,
        actorRole: 'provider',
        providerId: p.provider.id,
        after: { name: 'Lee Chen', notificationMethod: 'email', isPrimary: false },
      },
    });
  });

  it('ignores an isPrimary flag in the body', async () => {
    const p = await signedInProvider();
    const res = await add(p.cookie, { ...newMember, isPrimary: true });
    expect(res.statusCode).toBe(201);
    expect(res.json<TeamMemberView>().isPrimary).toBe(false);
  });

  it('refuses a member without a name or without the contact their method needs, naming each field', async () => {
    const p = await signedInProvider();
    const res = await add(p.cookie, { name: ' ', phone: '', email: '', notificationMethod: 'both' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: m.teamNameRequired,
      phone: m.teamPhoneRequired,
      email: m.teamEmailRequired,
    });

    const bad = await add(p.cookie, {
      name: 'Lee',
      phone: 'call me',
      email: 'not-an-email',
      notificationMethod: 'sms',
    });
    expect(bad.json().error.fields).toEqual({ phone: m.teamPhoneNotUs, email: m.invalidEmail });
    const method = await add(p.cookie, { ...newMember, notificationMethod: 'fax' });
    expect(method.statusCode).toBe(400);
    expect((await add(p.cookie, { ...newMember, name: 'x'.repeat(101) })).json().error.fields).toEqual({
      name: m.teamNameTooLong,
    });

    // the method decides which contact is needed
    expect(
      (await add(p.cookie, { name: 'Only SMS', phone: '831 555 0100', notificationMethod: 'sms' })).statusCode,
    ).toBe(201);
    expect(
      (await add(p.cookie, { name: 'Only email', email: 'only@example.test', notificationMethod: 'email' })).statusCode,
    ).toBe(201);
    expect((await list(p.cookie)).json<TeamView>().members).toHaveLength(4);
  });

  it('stores a US number typed with any markup in E.164, and refuses any other with the field message', async () => {
    const p = await signedInProvider();
    const added = await add(p.cookie, { ...newMember, phone: ' 831.555.0123 ' });
    expect(added.statusCode).toBe(201);
    expect(added.json<TeamMemberView>().phone).toBe('+18315550123');
    expect(await rowOf(added.json<TeamMemberView>().id)).toMatchObject({ phone: '+18315550123' });
    for (const phone of ['555-0123', '(123) 456-7890', '+44 20 7183 8750', '<a>8315550123</a>', '831-555-0123 x12']) {
      const res = await add(p.cookie, { ...newMember, phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ phone: m.teamPhoneNotUs });
      expect((await edit(p.cookie, p.second.id, { ...newMember, phone })).json().error.fields).toEqual({
        phone: m.teamPhoneNotUs,
      });
    }
    expect(await rowOf(p.second.id)).toMatchObject({ phone: '+18315550190' });
  });

  it(`stops at ${MAX_TEAM_MEMBERS} members`, async () => {
    const team = Array.from({ length: MAX_TEAM_MEMBERS }, (_, i) => ({ name: `Member ${i}`, phone: '(831) 555-0100' }));
    const p = await signedInProvider({ team });
    const res = await add(p.cookie, newMember);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.teamTooLarge);
  });

  it(`keeps the limit under simultaneous adds`, async () => {
    const team = Array.from({ length: MAX_TEAM_MEMBERS - 2 }, (_, i) => ({
      name: `Member ${i}`,
      phone: '(831) 555-0100',
    }));
    const p = await signedInProvider({ team });
    const results = await Promise.all(Array.from({ length: 5 }, () => add(p.cookie, newMember)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect((await list(p.cookie)).json<TeamView>().members).toHaveLength(MAX_TEAM_MEMBERS);
  });
});

describe('PUT /api/provider/team/:memberId', () => {
  it('edits a member’s name, phone, email and method, and audits before and after', async () => {
    const p = await signedInProvider();
    const res = await edit(p.cookie, p.second.id, {
      name: 'Samuel Ortiz',
      phone: '(831) 555-0199',
      email: 'sam@example.test',
      notificationMethod: 'both',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamMemberView>()).toEqual({
      id: p.second.id,
      name: 'Samuel Ortiz',
      phone: '+18315550199',
      email: 'sam@example.test',
      notificationMethod: 'both',
      isPrimary: false,
    });
    const [entry] = await auditOf(p.second.id);
    expect(entry).toMatchObject({
      action: 'team_member.update',
      details: {
        actorUserId: p.user.id,
        before: { name: 'Sam Ortiz', notificationMethod: 'sms' },
        after: { name: 'Samuel Ortiz', notificationMethod: 'both' },
      },
    });
  });

  it('edits the primary contact, who stays primary', async () => {
    const p = await signedInProvider();
    const res = await edit(p.cookie, p.primary.id, {
      name: 'Maria G.',
      phone: '(831) 555-0187',
      email: 'maria@example.test',
      notificationMethod: 'sms',
    });
    expect(res.json<TeamMemberView>()).toMatchObject({ name: 'Maria G.', notificationMethod: 'sms', isPrimary: true });
  });

  it('validates edits like additions', async () => {
    const p = await signedInProvider();
    const res = await edit(p.cookie, p.second.id, {
      name: 'Sam Ortiz',
      phone: '',
      email: '',
      notificationMethod: 'sms',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ phone: m.teamPhoneRequired });
    expect(await rowOf(p.second.id)).toMatchObject({ phone: '+18315550190' });
  });
});

describe('DELETE /api/provider/team/:memberId', () => {
  it('removes a member and audits what was removed', async () => {
    const p = await signedInProvider();
    const res = await remove(p.cookie, p.second.id);
    expect(res.statusCode).toBe(204);
    expect(await rowOf(p.second.id)).toBeUndefined();
    const [entry] = await auditOf(p.second.id);
    expect(entry).toMatchObject({
      action: 'team_member.remove',
      details: { providerId: p.provider.id, before: { name: 'Sam Ortiz', phone: '+18315550190' } },
    });
    expect((await remove(p.cookie, p.second.id)).statusCode).toBe(404);
  });

  it('never removes the primary contact', async () => {
    const p = await signedInProvider();
    const res = await remove(p.cookie, p.primary.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'conflict', message: m.primaryCannotBeRemoved } });
    expect(await rowOf(p.primary.id)).toBeDefined();
    expect(await auditOf(p.primary.id)).toEqual([]);
  });

  it('never removes the last member, even one that is not primary', async () => {
    const p = await signedInProvider({ team: [{ name: 'Only One', phone: '(831) 555-0100', isPrimary: false }] });
    const res = await remove(p.cookie, p.primary.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.lastMemberCannotBeRemoved);
  });

  it('leaves one member when the last two non-primary members are removed at once', async () => {
    const p = await signedInProvider({
      team: [
        { name: 'A', phone: '(831) 555-0100', isPrimary: false },
        { name: 'B', phone: '(831) 555-0101', isPrimary: false },
      ],
    });
    const results = await Promise.all([remove(p.cookie, p.primary.id), remove(p.cookie, p.second.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect((await list(p.cookie)).json<TeamView>().members).toHaveLength(1);
  });
});

describe('another provider’s team', () => {
  it('cannot be edited or removed: 404, and nothing changes', async () => {
    const mine = await signedInProvider();
    const theirs = await signedInProvider();
    for (const id of [theirs.second.id, theirs.primary.id]) {
      const put = await edit(mine.cookie, id, newMember);
      expect(put.statusCode).toBe(404);
      expect(put.json().error.message).toBe(m.teamMemberNotFound);
      expect((await remove(mine.cookie, id)).statusCode).toBe(404);
    }
    expect(await rowOf(theirs.second.id)).toMatchObject({ name: 'Sam Ortiz', providerId: theirs.provider.id });
    expect((await list(theirs.cookie)).json<TeamView>().members).toHaveLength(2);
    expect(await auditOf(theirs.second.id)).toEqual([]);
  });

  it('answers 404 for ids that are not member ids', async () => {
    const p = await signedInProvider();
    expect((await edit(p.cookie, 'not-a-uuid', newMember)).statusCode).toBe(404);
    expect((await remove(p.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('provider status', () => {
  it('lets a pending and a paused active provider manage the team', async () => {
    for (const opts of [{ status: 'pending' }, { status: 'active', isReceivingJobs: false }] as const) {
      const p = await signedInProvider(opts);
      expect((await add(p.cookie, newMember)).statusCode).toBe(201);
      expect((await edit(p.cookie, p.second.id, { ...newMember, name: 'Sam' })).statusCode).toBe(200);
      expect((await remove(p.cookie, p.second.id)).statusCode).toBe(204);
    }
  });

  it('shows a rejected provider its team but refuses every change with 403', async () => {
    const p = await signedInProvider({ status: 'rejected' });
    const team = (await list(p.cookie)).json<TeamView>();
    expect(team.editable).toBe(false);
    expect(team.members).toHaveLength(2);
    for (const res of [
      await add(p.cookie, newMember),
      await edit(p.cookie, p.second.id, newMember),
      await remove(p.cookie, p.second.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(m.teamLockedRejected);
    }
    expect((await list(p.cookie)).json<TeamView>().members).toHaveLength(2);
  });
});

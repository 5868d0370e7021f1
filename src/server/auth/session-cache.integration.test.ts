import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { createUser } from '../db/factories';
import { grantRole } from './repository';

// Two app instances on one database, as behind a load balancer: each caches sessions it has resolved.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const sessionOn = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json() as {
    user: { id: string } | null;
    roles: string[];
  };

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean) {
  let value = await read();
  for (let i = 0; i < 50 && !ok(value); i++) {
    await new Promise((r) => setTimeout(r, 40));
    value = await read();
  }
  return value;
}

describe('cached sessions across instances', () => {
  it('stop working on every instance once signed out on one', async () => {
    const user = await createUser(a.db);
    const cookie = await signIn(a.app, user.email, user.password);
    expect((await sessionOn(b, cookie)).user?.id).toBe(user.id); // now cached on B
    await a.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect((await sessionOn(a, cookie)).user).toBeNull(); // at once on the instance that signed out
    const onB = await eventually(
      () => sessionOn(b, cookie),
      (s) => s.user === null,
    );
    expect(onB.user).toBeNull();
  });

  it('pick up a newly granted admin role without signing in again', async () => {
    const user = await createUser(a.db);
    const cookie = await signIn(a.app, user.email, user.password);
    expect((await sessionOn(a, cookie)).roles).toEqual([]);
    expect((await sessionOn(b, cookie)).roles).toEqual([]);
    await grantRole(a.db, user.id, 'admin');
    expect(
      (
        await eventually(
          () => sessionOn(a, cookie),
          (s) => s.roles.length > 0,
        )
      ).roles,
    ).toEqual(['admin']);
    expect(
      (
        await eventually(
          () => sessionOn(b, cookie),
          (s) => s.roles.length > 0,
        )
      ).roles,
    ).toEqual(['admin']);
  });
});

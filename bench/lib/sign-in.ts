/**
 * Signs in through the API as a browser would (same-origin, JSON) and returns the session cookie for later requests.
 * `as` picks the sign-in route: the admin's (`/api/auth/sign-in`) or the provider portal's.
 */
export async function signIn(baseUrl: string, email: string, password: string, as: 'admin' | 'provider' = 'admin') {
  const url = `${baseUrl}${as === 'provider' ? '/api/provider/sign-in' : '/api/auth/sign-in'}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in at ${url} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

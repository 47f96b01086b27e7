/** An admin's credentials as the suites seed them. */
export interface AdminCredentials {
  username: string;
  password: string;
}

/**
 * Signs an admin in through /login at `base` as a browser without JavaScript does (a same-origin form post);
 * returns the Cookie header of the session.
 */
export async function signInByForm(base: string, admin: AdminCredentials): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(base).origin },
    body: new URLSearchParams({ username: admin.username, password: admin.password, redirectTo: "/admin" }),
  });
  const session = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (res.status !== 302 || session.length === 0) {
    throw new Error(`sign-in failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
  return session.join("; ");
}

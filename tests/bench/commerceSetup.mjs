// What the commerce benches share: JSON calls, the demo sakura admin, a plan on offer.

/** One JSON call; anything but 2xx throws with the answer's start. */
export async function json(method, url, { headers = {}, body } = {}) {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { answer: JSON.parse(text), response };
}

/** The demo sakura admin's console API, signed in, and a published monthly ¥1,000 plan. */
export async function sakuraAdminWithPlan(base, planName) {
  const { response } = await json('POST', `${base}/api/admin/auth/login`, {
    body: { login: 'admin@sakura.example', password: 'sakura-admin' },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const admin = (method, path, body) =>
    json(method, `${base}/api/admin${path}`, { headers: { cookie }, body }).then((r) => r.answer);
  const groups = await admin('GET', '/plans/content-groups');
  const plan = await admin('POST', '/plans', {
    name: planName,
    price: 1000,
    duration: 1,
    durationType: 'MONTH',
    contentGroupIds: [groups[0].id],
    isPublished: true,
  });
  return { admin, plan };
}

import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingChecklist, OnboardingStep } from '@hondana/schemas/contracts';
import { createTestApp, type TestApp } from '../../support/app';
import { englishPdf } from '../../support/pdfs';
import { companySettings, putSettings } from '../../support/settings';
import { outbox } from '../account/support';
import { form } from '../contentFiles/helpers';

// A new tenant's setup checklist (issue 31, item 4): a company made through the API starts
// with every step open, and each step done through the API flips that step and no other.

let t: TestApp;
let system: TestAgent;
let fresh: TestAgent;
let company: Record<string, unknown> & { id: string };

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
  company = (
    await system
      .post('/api/admin/companies')
      .send({ name: 'Fresh Library', domainType: 'PATH', path: 'fresh-library', maxContent: 5 })
      .expect(201)
  ).body;
  fresh = await inviteAdmin(company.id, 'owner@fresh.test', 'Fresh-owner-1');
});
afterAll(() => t.destroy());

/** A company admin of `companyId`, invited by the system admin, signed in after the mail. */
async function inviteAdmin(companyId: string, email: string, password: string) {
  await system
    .post(`/api/admin/staff?companyId=${companyId}`)
    .send({ email, fullName: 'Owner', roleLevel: 2, lang: 'en' })
    .expect(201);
  const mail = outbox(t)
    .filter((m) => m.to.includes(email))
    .at(-1);
  const token = /\/admin\/set-password\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  const agent = t.anonymous();
  await agent
    .post('/api/admin/auth/password')
    .send({ token: decodeURIComponent(token), password })
    .expect(200);
  await agent.post('/api/admin/auth/login').send({ login: email, password }).expect(200);
  return agent;
}

async function checklist(agent = fresh): Promise<OnboardingChecklist> {
  const res = await agent.get('/api/admin/onboarding');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OnboardingChecklist;
}

const done = (list: OnboardingChecklist) => list.steps.filter((s) => s.isDone).map((s) => s.step);

/** Runs `act`, then expects exactly `step` to have joined the steps done before. */
async function expectFlips(step: OnboardingStep, act: () => Promise<unknown>) {
  const before = done(await checklist());
  expect(before).not.toContain(step);
  await act();
  expect(done(await checklist()).sort()).toEqual([...before, step].sort());
}

describe('GET /api/admin/onboarding', () => {
  it('opens every step for a company just made through the API', async () => {
    const list = await checklist();
    expect(list).toEqual({
      companyId: company.id,
      steps: ['brand', 'content', 'groups', 'signIn', 'payments', 'plan', 'publish'].map(
        (step) => ({ step, isDone: false }),
      ),
      isComplete: false,
    });
  });

  it('flips each step as it is done through the API, and completes with the last', async () => {
    await expectFlips('brand', () =>
      putSettings(fresh, 'company', { serviceName: 'Fresh Library' }).expect(200),
    );
    await expectFlips('signIn', () =>
      putSettings(fresh, 'company', companySettings({ serviceName: 'Fresh Library' })).expect(200),
    );
    let groupId = '';
    await expectFlips('groups', async () => {
      const res = await fresh.post('/api/admin/content-groups').send({ name: 'Novels' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      groupId = res.body.id;
    });
    let contentId = '';
    await expectFlips('content', async () => {
      const res = await form(fresh.post('/api/admin/content-files'), {
        file: { bytes: await englishPdf(), name: 'a.pdf' },
        data: { title: 'First book', isPublished: true },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      contentId = res.body.id;
    });
    // Published with its file, but on no shelf yet: readers browse by group.
    await expectFlips('publish', () =>
      fresh
        .put('/api/admin/contents/bulk')
        .send({ ids: [contentId], action: 'add-to-group', groupId })
        .expect(200),
    );
    await expectFlips('payments', () =>
      putSettings(fresh, 'payment', { paymentGateway: 'SANDBOX' }).expect(200),
    );
    await expectFlips('plan', async () => {
      const res = await fresh.post('/api/admin/plans').send({
        name: 'Monthly',
        price: 1000,
        duration: 1,
        durationType: 'MONTH',
        contentGroupIds: [groupId],
        isPublished: true,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    });
    expect((await checklist()).isComplete).toBe(true);

    // A suspended tenant is not reachable: published no more, whatever it holds.
    // PUT replaces the record; the server drops the id and timestamps sent back with it.
    const suspend = (status: string) =>
      system
        .put(`/api/admin/companies/${company.id}`)
        .send({ ...company, status })
        .expect(200);
    await suspend('SUSPENDED');
    const suspended = await system.get(`/api/admin/onboarding?companyId=${company.id}`).expect(200);
    expect(done(suspended.body)).not.toContain('publish');
    await suspend('ACTIVE');
    expect((await checklist()).isComplete).toBe(true);

    // Steps follow the state, not a record of what was once done.
    await fresh.put('/api/admin/contents/bulk').send({ ids: [contentId], action: 'unpublish' });
    expect(await checklist()).toMatchObject({ isComplete: false });
    expect(done(await checklist())).not.toContain('publish');
  });

  it('is read by a system admin on the chosen tenant, and refused without one', async () => {
    const chosen = await system.get(`/api/admin/onboarding?companyId=${company.id}`).expect(200);
    expect(chosen.body).toEqual(await checklist());
    const none = await system.get('/api/admin/onboarding');
    expect(none.status).toBe(400);
  });
});

describe('GET /api/admin/onboarding across tenants', () => {
  it("gives another tenant's admins nothing of this tenant", async () => {
    const aozora = await t.login('aozora');
    const res = await aozora.get(`/api/admin/onboarding?companyId=${company.id}`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(company.id);
    // Their own checklist is their own tenant's.
    expect((await checklist(aozora)).companyId).toBe(t.fixtures.aozora.id);
  });

  it('refuses service admins and anonymous callers', async () => {
    expect((await (await t.login('service')).get('/api/admin/onboarding')).status).toBe(403);
    expect((await t.anonymous().get('/api/admin/onboarding')).status).toBe(401);
  });

  it('answers hostile parameters with a clear 4xx, never a 500', async () => {
    const cases: [string, number][] = [
      ["companyId=' OR 1=1 --", 403],
      [`companyId=${'x'.repeat(5000)}`, 403],
      ['companyId=%00', 403],
      [`companyId[]=${company.id}`, 200],
      [`companyId[$ne]=x`, 200],
      ['months=-1&range=[0,99999999]&sort=;drop table contents', 200],
    ];
    for (const [query, status] of cases) {
      const res = await fresh.get(`/api/admin/onboarding?${query}`);
      expect(res.status, query).toBe(status);
      // An array or object is not a tenant: the admin's own company is answered.
      if (status === 200) expect(res.body.companyId, query).toBe(company.id);
    }
    const unknown = await system.get('/api/admin/onboarding?companyId=no-such-company');
    expect(unknown.status).toBe(404);
  });
});

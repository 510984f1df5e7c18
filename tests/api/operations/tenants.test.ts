// Issue 34, item 6: the operator's tenant and admin commands, through the console's services
// (server/src/operations/tenants.ts): the same checks, the same mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/access/roles';
import { createTenantOperations } from '../../../server/src/operations';
import type { TenantOperations } from '../../../server/src/operations';
import { createTestApp, passwords } from '../../support/app';
import type { TestApp } from '../../support/app';
import { outbox } from '../account/support';

let t: TestApp;
let ops: TenantOperations;

beforeAll(async () => {
  t = await createTestApp();
  const { db, companies, staff, onboarding } = t.ctx;
  ops = createTenantOperations({ db, companies, staff, onboarding });
});
afterAll(() => t.destroy());

describe('operator tenant commands', () => {
  it('creates a domain tenant with its whole checklist to do; a taken domain is refused', async () => {
    const { company, checklist } = await ops.createTenant({
      name: 'Momiji',
      domain: 'Momiji.Example',
    });
    expect(company).toMatchObject({ domainType: 'FULL_DOMAIN', domain: 'momiji.example' });
    expect(checklist.isComplete).toBe(false);
    await expect(ops.createTenant({ name: 'Again', domain: 'momiji.example' })).rejects.toThrow();
    await expect(ops.createTenant({ name: 'Nowhere' })).rejects.toMatchObject({
      fieldErrors: { path: 'Give either a path or a domain.' },
    });
  });

  it('invites a company admin of a tenant named by its path, by mail', async () => {
    const member = await ops.inviteAdmin({ tenantRef: 'sakura', email: 'Boss@Sakura.test' });
    expect(member).toMatchObject({
      companyId: t.fixtures.sakura.id,
      email: 'boss@sakura.test',
      roleLevel: Role.COMPANY_ADMIN,
    });
    const mail = outbox(t).at(-1)!;
    expect(mail.to).toContain('boss@sakura.test');
    expect(mail.text).toMatch(/\/admin\/set-password\?token=/);
    await expect(ops.inviteAdmin({ tenantRef: 'nowhere', email: 'x@y.test' })).rejects.toThrow(
      /No tenant/,
    );
  });

  it('mails an admin a reset link by e-mail alone; a system admin or a stranger is refused', async () => {
    const before = outbox(t).length;
    const member = await ops.resetAdmin({ email: passwords.aozora.email.toUpperCase() });
    expect(member.companyId).toBe(t.fixtures.aozora.id);
    expect(outbox(t)).toHaveLength(before + 1);
    expect(outbox(t).at(-1)!.to).toContain(passwords.aozora.email);
    await expect(ops.resetAdmin({ email: passwords.system.email })).rejects.toThrow(
      /not reset from the command line/,
    );
    await expect(ops.resetAdmin({ email: 'nobody@nowhere.test' })).rejects.toThrow(/No admin/);
  });
});

import { sql } from 'drizzle-orm';
import { users } from '../../src/modules/accounts/tables';
import { mailsTo, naturalBody } from '../support/accounts';
import { useTestApp } from '../support/test-app';

// Two sign-ups with one new address at once: the second finds no account when it looks, then
// meets the first's at its insert (the unique index). It must answer like the first. Only a server
// with concurrent connections can hold the first's insert open while the second waits on it.

const t = useTestApp();

async function waitForABlockedStatement(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result as unknown as { rows: { n: number }[] }).rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the sign-up never waited on the uncommitted account');
}

test('a sign-up that loses the race for an address answers like the winner, and its owner is told', async () => {
  const body = naturalBody();
  const plain = await t.api.post('/signUp', naturalBody());
  const { pending } = await t.database.db.transaction(async (tx) => {
    await tx.insert(users).values({
      email: body.email,
      passwordHash: 'scrypt$winner',
      userType: 'AGRO',
      personType: 'NATURAL',
      socialIdType: 'CC',
      socialId: '1047000000',
      firstName: 'Gana',
      townId: '08001',
      address: 'Calle 1 #2-3',
    });
    const signUp = t.api.post('/signUp', body);
    await waitForABlockedStatement();
    // Inside an object: returned bare, the transaction would wait for it before committing.
    return { pending: signUp };
  });
  const second = await pending;

  expect(second.status).toBe(201);
  expect(second.body).toEqual({ ...plain.body, data: { email: body.email } });
  const [notice] = mailsTo(t.outboxDir, body.email);
  expect(notice).toContain('Hola Gana, alguien intentó crear una cuenta nueva de AgroCadena con este correo');
});

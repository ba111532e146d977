import type { FakePorts } from './fakes';

/** The fields a test user is made with; each may be given. */
type NewUser = Parameters<FakePorts['users']['create']>[0];

/** A user in the fakes (Ada, a@example.com, unless told otherwise); returns the id. */
export async function aUser(fakes: FakePorts, fields: Partial<NewUser> = {}): Promise<string> {
  const user = await fakes.users.create({
    email: 'a@example.com',
    passwordHash: 'h',
    fullName: 'Ada',
    language: 'en',
    ...fields,
  });
  return user.id;
}

/** Credits bought the way they are in production: a paid order, credited once. */
export async function topUp(fakes: FakePorts, userId: string, credits: number): Promise<void> {
  const orderId = `o-${userId}-${fakes.transactions.rows.length}`;
  await fakes.transactions.create({
    orderId,
    userId,
    userEmail: 'u@example.com',
    credits,
    amountCents: credits * 10,
    currency: 'EUR',
  });
  await fakes.creditLedger.creditOrder(orderId, { status: 'completed' });
}

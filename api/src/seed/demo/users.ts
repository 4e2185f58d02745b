import { users, type NewUserRow } from '../../modules/accounts/tables';
import { hashPassword } from '../../modules/accounts/passwords';
import type { DemoContext, DemoUserKey } from './context';

export const DEMO_PASSWORD = 'demo12345';

type DemoUser = Omit<NewUserRow, 'passwordHash' | 'email'> & { key: DemoUserKey };

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'agro',
    userType: 'AGRO',
    personType: 'NATURAL',
    socialIdType: 'CC',
    socialId: '72145896',
    firstName: 'José Manuel',
    lastName: 'Barrios Pacheco',
    phoneNumbers: ['3004567812'],
    townId: '08433', // Malambo
    address: 'Finca La Esperanza, vereda Caracolí',
  },
  {
    key: 'enterprise',
    userType: 'ENTERPRISE',
    personType: 'JURIDICAL',
    socialIdType: 'NIT',
    socialId: '900456789-1',
    enterpriseName: 'Lácteos del Caribe S.A.S.',
    phoneNumbers: ['6053601200', '3157894561'],
    townId: '08001', // Barranquilla
    address: 'Vía 40 #73-290, Barrio Las Flores',
  },
  {
    key: 'logistic',
    userType: 'LOGISTIC',
    personType: 'JURIDICAL',
    socialIdType: 'NIT',
    socialId: '901234567-8',
    enterpriseName: 'Transportes Costa Norte S.A.S.',
    phoneNumbers: ['3012345678'],
    townId: '08758', // Soledad
    address: 'Calle 30 #20-45, Zona Industrial',
  },
  {
    key: 'supplier',
    userType: 'SUPPLIER',
    personType: 'JURIDICAL',
    socialIdType: 'NIT',
    socialId: '800987654-3',
    enterpriseName: 'Agroinsumos del Atlántico Ltda.',
    phoneNumbers: ['3209876543'],
    townId: '08638', // Sabanalarga
    address: 'Carrera 19 #22-10, Centro',
  },
  {
    key: 'minorist',
    userType: 'MINORIST',
    personType: 'NATURAL',
    socialIdType: 'CC',
    socialId: '32789456',
    firstName: 'María Fernanda',
    lastName: 'Ospino Charris',
    phoneNumbers: ['3116549870'],
    townId: '08573', // Puerto Colombia
    address: 'Tienda La Bendición, Calle 2 #5-30',
  },
  {
    key: 'requester',
    userType: 'REQUESTER',
    personType: 'NATURAL',
    socialIdType: 'CC',
    socialId: '1045678901',
    firstName: 'Carlos Andrés',
    lastName: 'De la Hoz Mercado',
    phoneNumbers: ['3045551234'],
    townId: '08001', // Barranquilla
    address: 'Carrera 53 #76-120, apartamento 402',
  },
  {
    key: 'kitchen',
    userType: 'ENTERPRISE',
    personType: 'JURIDICAL',
    socialIdType: 'NIT',
    socialId: '901556677-2',
    enterpriseName: 'Arepas La Costeña S.A.S.',
    phoneNumbers: ['3158882211'],
    townId: '08758', // Soledad
    address: 'Calle 18 #25-40, Barrio Hipódromo',
  },
];

export const demoEmail = (key: DemoUserKey) => `${key}@demo.agrocadena.co`;

/** One verified account per user type (and the second enterprise), all with the password demo12345. */
export async function seedDemoUsers(ctx: DemoContext): Promise<void> {
  // Members for longer than the stock histories and branch offices that follow go back.
  const since = new Date(ctx.now.getTime() - 240 * 24 * 3600_000);
  for (const { key, ...user } of DEMO_USERS) {
    const [row] = await ctx.tx
      .insert(users)
      .values({
        ...user,
        email: demoEmail(key),
        passwordHash: await hashPassword(DEMO_PASSWORD),
        language: 'es',
        emailVerifiedAt: since,
        createdAt: since,
        updatedAt: since,
      })
      .returning({ id: users.id });
    ctx.users[key] = row.id;
  }
}

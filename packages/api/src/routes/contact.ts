import type { ContactInfos, ContactReferences, Donation, EmailChange, RadioChoice } from '@radio/core';
import { contactInputProblems, decryptEmail, INPUT_MAX } from '@radio/core';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UserEmails } from '../auth/user-email.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { addressLimitKeys } from '../limits/index.js';
import { completeMove, recordMove } from './contact-move.js';
import { contract } from './contract.js';
import { newsletterSubscriptionRoutes } from './newsletters.js';
import { requireUser, type UserDeps } from './require-user.js';
import { doc, Format, RadioCode, userRoute } from './schemas.js';

const TAG = 'Proxy contact';
/** Hex IV (12 bytes) then ciphertext and tag (16 bytes at least): even length, hex only. */
const Encrypted = Type.String({
  pattern: '^(?:[0-9a-fA-F]{2}){29,400}$',
  description: 'E-mail chiffré (AES-GCM, hex IV + chiffré)',
});
const Email = Type.String({ format: 'email', maxLength: INPUT_MAX.email });
const Birthdate = Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })]);
const text = (field: keyof typeof INPUT_MAX) => Type.Optional(Type.String({ maxLength: INPUT_MAX[field] }));

/** Lengths here; real dates and the reference lists in the handler (contactInputProblems, core). */
const ContactBody = Type.Object(
  {
    email: Type.Optional(Email),
    civility: text('civility'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    birthdate: Type.Optional(Birthdate),
    phone: Type.Optional(Type.String({ pattern: `^[0-9 +().-]{0,${INPUT_MAX.phone}}$` })),
    address: text('address'),
    zipcode: Type.Optional(Type.String({ pattern: `^[A-Za-z0-9 -]{0,${INPUT_MAX.zipcode}}$` })),
    city: text('city'),
    country: Type.Optional(Type.String({ pattern: '^([A-Z]{2})?$' })),
    radio: Type.Optional(Type.Union([Type.Literal(''), RadioCode])),
  },
  { additionalProperties: false },
);

interface ContactRow {
  email: string;
  civility: string | null;
  first_name: string | null;
  last_name: string | null;
  birthdate: Date | string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  radio: string | null;
}

function ymd(d: Date | string | null): string {
  if (!d) return '';
  if (typeof d === 'string') return d.slice(0, 10);
  // A DATE read by the driver is local midnight: format it in local time.
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function contactOut(c: ContactRow): ContactInfos {
  return {
    email: c.email,
    birthdate: ymd(c.birthdate),
    civility: c.civility ?? '',
    country: c.country ?? '',
    firstname: c.first_name ?? '',
    lastname: c.last_name ?? '',
    address: c.address ?? '',
    zipcode: c.postal_code ?? '',
    city: c.city ?? '',
    phone: c.phone ?? '',
    radio: c.radio ?? '',
  };
}

/** The body's fields and their columns, in the order of the table. */
const CONTACT_COLUMNS = [
  ['civility', 'civility'],
  ['firstname', 'first_name'],
  ['lastname', 'last_name'],
  ['birthdate', 'birthdate'],
  ['phone', 'phone'],
  ['address', 'address'],
  ['zipcode', 'postal_code'],
  ['city', 'city'],
  ['country', 'country'],
  ['radio', 'radio'],
] as const;

/**
 * The upsert of a contact with the fields the body sends, and only those: a field left out keeps
 * its stored value (a partial update never wipes the others); a field sent empty is cleared, except
 * the favourite radio, which an empty value leaves as it was. Columns come from the list above.
 */
function contactUpsert(email: string, b: Record<string, string | undefined>) {
  const sent = CONTACT_COLUMNS.filter(
    ([field]) => b[field] !== undefined && !(field === 'radio' && !b.radio),
  );
  const values: unknown[] = [email];
  const slots = sent.map(([field, column]) => {
    const v = b[field] as string;
    values.push(column === 'country' || column === 'birthdate' ? v || null : v);
    return column === 'birthdate' ? `$${values.length}::date` : `$${values.length}`;
  });
  const columns = sent.map(([, column]) => column);
  const set = [...columns.map((c) => `${c} = EXCLUDED.${c}`), 'changed_at = now()'].join(', ');
  const sql = `INSERT INTO contacts (email${columns.map((c) => `, ${c}`).join('')}) VALUES ($1${slots.map((s) => `, ${s}`).join('')})
     ON CONFLICT (email) DO UPDATE SET ${set} RETURNING *`;
  return { sql, values };
}

type ContactDeps = UserDeps & { contactToken: string };
type Owner = (req: FastifyRequest, encrypted: string) => Promise<string>;

/** §7 contact proxy: reference lists, the e-mail change, the contact record, newsletters. */
export async function contactRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  // Access tokens carry no e-mail: the identity service tells it (see UserEmails).
  const emails = new UserEmails();
  const { owner, ownerOf, sameUser } = callers(deps, emails);
  await newsletterSubscriptionRoutes(app, { db: deps.db, write: { rateLimit: deps.writeLimit }, owner });
  await referenceRoutes(app, deps);
  await emailRoutes(app, deps, emails, sameUser);
  await recordRoutes(app, deps, owner, ownerOf);
}

/** Who may touch a contact: the caller whose identity's e-mail is the one the request names. */
function callers({ db, verifier, contactToken }: ContactDeps, emails: UserEmails) {
  /** Decrypts the path's e-mail (400 if it does not decrypt) and checks it is the caller's (403). */
  const ownerOf = async (req: FastifyRequest, encrypted: string): Promise<{ email: string; sub: string }> => {
    const user = await requireUser(verifier, req);
    let email: string;
    try {
      email = (await decryptEmail(encrypted, contactToken)).trim().toLowerCase();
    } catch {
      throw badRequest('E-mail chiffré invalide : impossible de le déchiffrer.');
    }
    user.email = await emails.of(user, req.headers.authorization);
    if (!user.email || user.email !== email)
      throw forbidden("Cet e-mail n'est pas celui de l'utilisateur connecté.");
    // A change this identity asked for and has since verified: its contact comes along first.
    await completeMove(db, user.sub, email);
    return { email, sub: user.sub };
  };
  const owner = async (req: FastifyRequest, encrypted: string) => (await ownerOf(req, encrypted)).email;
  const sameUser = async (req: FastifyRequest, email: string) => {
    const user = await requireUser(verifier, req);
    user.email = await emails.of(user, req.headers.authorization);
    if (!user.email || user.email !== email.trim().toLowerCase())
      throw forbidden("Cet e-mail n'est pas celui de l'utilisateur connecté.");
    return user;
  };
  return { owner, ownerOf, sameUser };
}

/** The path of a contact: its sealed e-mail. */
const ContactPath = Type.Object({ encrypted: Encrypted });
const CountriesQuery = Type.Object({ _format: Format, expanded: Type.Optional(Type.Boolean()) });
/** Bodies core's contact client sends (`changeEmail`, `updateRadio`): one contract each. */
const EmailChangeBody = contract<EmailChange>()(
  Type.Object({ oldEmail: Email, newEmail: Email }, { additionalProperties: false }),
);
const RadioChoiceBody = contract<RadioChoice>()(
  Type.Object({ email: Email, radio: RadioCode }, { additionalProperties: false }),
);

/** The civilities and countries a contact chooses from. */
async function referenceRoutes(app: FastifyInstance, { db }: ContactDeps): Promise<void> {
  app.get('/civilities', { schema: doc(TAG, 'Civilités (id → libellé)') }, async () => {
    const rows = await db.query<{ id: string; label: string }>(
      'SELECT id, label FROM civilities ORDER BY id',
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.label]));
  });
  app.get<{ Querystring: Static<typeof CountriesQuery> }>(
    '/countries',
    {
      schema: doc(TAG, 'Pays (expanded=true : liste de { code, name })', {
        querystring: CountriesQuery,
      }),
    },
    async (req) => {
      const rows = await db.query<{ code: string; name: string }>(
        'SELECT code, name FROM countries ORDER BY name',
      );
      return req.query.expanded ? rows : Object.fromEntries(rows.map((r) => [r.code, r.name]));
    },
  );
}

/** The contact following the identity's e-mail change, and the favourite radio. */
async function emailRoutes(
  app: FastifyInstance,
  deps: ContactDeps,
  emails: UserEmails,
  sameUser: (req: FastifyRequest, email: string) => Promise<unknown>,
): Promise<void> {
  const { db, verifier } = deps;
  const write = { rateLimit: deps.writeLimit };
  app.patch<{ Body: Static<typeof EmailChangeBody> }>(
    '/email',
    userRoute(TAG, "Change l'e-mail des coordonnées", { body: EmailChangeBody }, write),
    async (req, reply) => {
      // The contact follows the verified identity (./contact-move.ts): asked while the caller still
      // owns oldEmail, the change is recorded (202); it happens once the caller's identity has
      // verified newEmail and asks again (or at its next contact call).
      const user = await requireUser(verifier, req);
      const current = await emails.of(user, req.headers.authorization, { fresh: true });
      const oldEmail = req.body.oldEmail.trim().toLowerCase();
      const newEmail = req.body.newEmail.trim().toLowerCase();
      if (current && current === oldEmail && newEmail !== oldEmail) {
        await recordMove(db, user.sub, oldEmail, newEmail);
        reply.code(202);
        return {
          status: 202,
          message: 'Changement enregistré : les coordonnées suivront une fois la nouvelle adresse confirmée.',
        };
      }
      if (!current || current !== newEmail)
        throw forbidden("Cet e-mail n'est pas celui de l'utilisateur connecté.");
      const moved = await completeMove<ContactRow>(db, user.sub, newEmail);
      if (moved.kind === 'taken') throw badRequest('Cet e-mail est déjà utilisé.');
      if (moved.kind === 'none' || !moved.contact) throw notFound('Coordonnées');
      return contactOut(moved.contact);
    },
  );
  app.post<{ Body: Static<typeof RadioChoiceBody> }>(
    '/updateRadio',
    userRoute(TAG, 'Enregistre la radio préférée', { body: RadioChoiceBody }, write),
    async (req) => {
      await sameUser(req, req.body.email);
      const rows = await db.query<ContactRow>(
        `INSERT INTO contacts (email, radio) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE SET radio = EXCLUDED.radio, changed_at = now() RETURNING *`,
        [req.body.email.toLowerCase(), req.body.radio],
      );
      return contactOut(rows[0] as ContactRow);
    },
  );
}

/** The caller's own contact record (read, write, delete) and donations. */
async function recordRoutes(
  app: FastifyInstance,
  deps: ContactDeps,
  owner: Owner,
  ownerOf: (req: FastifyRequest, encrypted: string) => Promise<{ email: string; sub: string }>,
): Promise<void> {
  const { db } = deps;
  const write = { rateLimit: deps.writeLimit };
  // The reference lists change with a deployment (seed), not while the API runs.
  let refs: Promise<ContactReferences> | undefined;
  const references = () =>
    (refs ??= Promise.all([
      db.query<{ id: string }>('SELECT id FROM civilities'),
      db.query<{ code: string }>('SELECT code FROM countries'),
    ]).then(([civilities, countries]) => ({
      civilities: new Set(civilities.map((r) => r.id)),
      countries: new Set(countries.map((r) => r.code)),
    })));

  app.post<{ Params: Static<typeof ContactPath> }>(
    '/dons/:encrypted',
    {
      schema: doc(TAG, 'Historique des dons', { params: ContactPath, auth: true }),
    },
    async (req): Promise<Donation[]> => {
      const email = await owner(req, req.params.encrypted);
      const rows = await db.query<{
        id: number;
        donated_at: Date;
        amount: string | number;
        campaign: string;
        radio: string | null;
        method: string;
        recurring: boolean;
        receipt_number: string | null;
      }>(
        'SELECT id, donated_at, amount, campaign, radio, method, recurring, receipt_number FROM donations WHERE email = $1 ORDER BY donated_at DESC, id DESC',
        [email],
      );
      return rows.map((r) => ({
        id: String(r.id),
        date: new Date(r.donated_at).toISOString(),
        amount: Number(r.amount),
        campaign: r.campaign,
        radio: r.radio,
        ...({ method: r.method, recurring: r.recurring, receipt_number: r.receipt_number } as object),
      }));
    },
  );

  app.get<{ Params: Static<typeof ContactPath> }>(
    '/:encrypted',
    {
      schema: doc(TAG, "Coordonnées de l'utilisateur (e-mail chiffré)", { params: ContactPath, auth: true }),
    },
    async (req) => {
      const email = await owner(req, req.params.encrypted);
      const rows = await db.query<ContactRow>('SELECT * FROM contacts WHERE email = $1', [email]);
      if (!rows[0]) throw notFound('Coordonnées');
      return contactOut(rows[0]);
    },
  );
  app.post<{ Params: Static<typeof ContactPath>; Body: Record<string, string | undefined> }>(
    '/:encrypted',
    userRoute(TAG, 'Crée ou met à jour les coordonnées', { params: ContactPath, body: ContactBody }, write),
    async (req) => {
      const email = await owner(req, req.params.encrypted);
      const b = req.body;
      if (b.email && b.email.toLowerCase() !== email)
        throw badRequest("L'e-mail du corps ne correspond pas à celui du chemin.");
      // Before any write: a refused field leaves the stored details as they were.
      const problem = Object.entries(contactInputProblems(b, await references()))[0];
      if (problem) throw badRequest(`${problem[0]} : ${problem[1]}`);
      const { sql, values } = contactUpsert(email, b);
      const rows = await db.query<ContactRow>(sql, values);
      return contactOut(rows[0] as ContactRow);
    },
  );
  app.delete<{ Params: Static<typeof ContactPath> }>(
    '/:encrypted',
    userRoute(TAG, "Supprime les coordonnées (et l'historique des dons)", { params: ContactPath }, write),
    async (req) => {
      const { email, sub } = await ownerOf(req, req.params.encrypted);
      // Everything kept of this person (docs/security.md, "What is kept, and for how long").
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx.query('DELETE FROM contacts WHERE email = $1 RETURNING email', [email]);
        await tx.query('DELETE FROM donations WHERE email = $1', [email]);
        await tx.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [email]);
        await tx.query('DELETE FROM contact_messages WHERE email = $1', [email]);
        await tx.query('DELETE FROM contact_email_moves WHERE sub = $1', [sub]);
        await tx.query('DELETE FROM newsletter_pending WHERE email = $1', [email]);
        await tx.query('DELETE FROM rate_limits WHERE key = ANY($1::text[])', [addressLimitKeys(email)]);
        return rows.length;
      });
      return { status: 200, message: 'Coordonnées supprimées.', deleted };
    },
  );
}

export async function mailingRoutes(app: FastifyInstance, deps: Pick<UserDeps, 'db'>): Promise<void> {
  const list = (kind: string) => async () => {
    const rows = await deps.db.query<{ id: string; label: string }>(
      'SELECT id, label FROM newsletter_lists WHERE kind = $1 ORDER BY id',
      [kind],
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.label]));
  };
  app.get('/news', { schema: doc('Proxy mailing', 'Listes de newsletters (id → libellé)') }, list('news'));
  app.get(
    '/marketing',
    { schema: doc('Proxy mailing', 'Liste marketing (id → libellé)') },
    list('marketing'),
  );
  app.get('/legs', { schema: doc('Proxy mailing', 'Liste legs et donations (id → libellé)') }, list('legs'));
}

'use client';

import { type Country, isApiError, type Option } from '@radio/core';
import { useEffect, useState } from 'react';
import {
  type ContactField,
  type ContactFormValues,
  contactBody,
  contactFormValues,
  validateContact,
} from '@/components/account/state/contact-form';
import { toggleList } from '@/components/account/state/newsletters';
import { useAccountSets } from '@/components/account/state/stores';
import type { FieldSpec } from '@/components/auth/fields';
import { AuthForm, Fields, FormInfo, SelectField, SubmitButton, useAuthForm } from '@/components/auth/form';
import { showNotice } from '@/lib/auth';
import { LoadError, Loading, PageTitle } from '../Feedback';

export const CONTACT_SAVED_MESSAGE = 'Vos coordonnées ont été enregistrées.';
export const NEWSLETTERS_SAVED_MESSAGE = 'Vos abonnements aux newsletters ont été enregistrés.';

/** The contact's optional fields (§3 Contact infos), as the proxy names them. */
const optional = (key: ContactField, label: string, autoComplete: string): FieldSpec<ContactField> => ({
  key,
  label,
  name: key,
  autoComplete,
  required: false,
});
const NAME_ROW = [optional('firstname', 'Prénom', 'given-name'), optional('lastname', 'Nom', 'family-name')];
const BIRTHDATE: FieldSpec<ContactField> = {
  ...optional('birthdate', 'Date de naissance', 'bday'),
  type: 'date',
};
const ADDRESS = [
  { ...optional('phone', 'Téléphone', 'tel'), type: 'tel' as const },
  optional('address', 'Adresse', 'street-address'),
];
const TOWN_ROW = [
  optional('zipcode', 'Code postal', 'postal-code'),
  optional('city', 'Ville', 'address-level2'),
];

type Lists = { civilities: Option[]; countries: Country[]; newsletters: Option[] };

/**
 * /mon-compte/mes-coordonnees: contact infos through the contact proxy with the encrypted e-mail
 * (spec §3: civilities sorted, countries expanded, birthdate YYYY-MM-DD) and the newsletter lists.
 */
export function MesCoordonnees() {
  const { auth, clients } = useAccountSets();
  const email = auth.user?.attributes.email ?? '';
  const [values, setValues] = useState<ContactFormValues | null>(null);
  const [lists, setLists] = useState<Lists>({ civilities: [], countries: [], newsletters: [] });
  const [loadError, setLoadError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useAuthForm<ContactField>('other');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load (Réessayer).
  useEffect(() => {
    if (!clients || !email) return;
    let live = true;
    setLoadError(false);
    const ignore = <T,>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
    Promise.all([
      clients.contact.contact(email).catch((e: unknown) => {
        // No contact yet: an empty form creates it.
        if (isApiError(e) && e.status === 404) return null;
        throw e;
      }),
      ignore(clients.contact.civilities(), []),
      ignore(clients.contact.countries(), []),
      ignore(clients.mailing.newsletterLists(), []),
    ]).then(
      ([contact, civilities, countries, newsletters]) => {
        if (!live) return;
        setValues(contactFormValues(contact));
        setLists({ civilities, countries, newsletters });
      },
      () => live && setLoadError(true),
    );
    return () => {
      live = false;
    };
  }, [clients, email, attempt]);

  const set = (k: ContactField) => (v: string) => setValues((s) => (s ? { ...s, [k]: v } : s));

  return (
    <>
      <PageTitle intro="Ces informations nous permettent de vous envoyer vos reçus fiscaux et nos nouvelles.">
        Mes coordonnées
      </PageTitle>
      {loadError ? (
        <LoadError onRetry={() => setAttempt((a) => a + 1)}>
          Vos coordonnées n'ont pas pu être chargées.
        </LoadError>
      ) : null}
      {!values && !loadError ? <Loading label="Chargement de vos coordonnées…" /> : null}
      {values ? (
        <AuthForm
          form={form}
          label="Mes coordonnées"
          className="auth-form account-form"
          onSubmit={() =>
            void form.run(validateContact(values), async () => {
              if (!clients) return;
              await clients.contact.saveContact(email, contactBody(values));
              showNotice({ type: 'success', message: CONTACT_SAVED_MESSAGE });
            })
          }
          submit="Enregistrer mes coordonnées"
        >
          <FormInfo>
            <p>
              Adresse e-mail : <strong>{email}</strong>
            </p>
          </FormInfo>
          <SelectField
            label="Civilité"
            name="civility"
            value={values.civility}
            onChange={set('civility')}
            options={lists.civilities.map((c) => ({ value: c.id, label: c.label }))}
          />
          <div className="account-form-row">
            <Fields fields={NAME_ROW} values={values} errors={form.errors} onChange={set} />
          </div>
          <Fields
            fields={[{ ...BIRTHDATE, max: new Date().toISOString().slice(0, 10) }, ...ADDRESS]}
            values={values}
            errors={form.errors}
            onChange={set}
          />
          <div className="account-form-row">
            <Fields fields={TOWN_ROW} values={values} errors={form.errors} onChange={set} />
          </div>
          <SelectField
            label="Pays"
            name="country"
            value={values.country}
            onChange={set('country')}
            options={lists.countries.map((c) => ({ value: c.code, label: c.name }))}
          />
        </AuthForm>
      ) : null}
      {values ? <NewsletterLists lists={lists.newsletters} email={email} /> : null}
    </>
  );
}

/** The newsletters of the mailing proxy the listener receives (labels without 'Newsletter ', sorted). */
function NewsletterLists({ lists, email }: { lists: Option[]; email: string }) {
  const { clients } = useAccountSets();
  const [checked, setChecked] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const order = lists.map((l) => l.id);

  useEffect(() => {
    if (!clients || !email) return;
    let live = true;
    clients.newsletters.get(email).then(
      (ids) => live && setChecked(ids),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [clients, email]);

  if (!lists.length) return null;
  return (
    <section className="account-section" aria-labelledby="newsletters-title">
      <h2 id="newsletters-title">Mes newsletters</h2>
      {failed ? <p className="account-error">Vos abonnements n'ont pas pu être chargés.</p> : null}
      {!checked && !failed ? <Loading label="Chargement de vos abonnements…" /> : null}
      {checked ? (
        <form
          className="account-form"
          aria-label="Mes newsletters"
          onSubmit={(e) => {
            e.preventDefault();
            if (!clients) return;
            setBusy(true);
            setMessage('');
            clients.newsletters
              .save(email, checked)
              .then(
                () => showNotice({ type: 'success', message: NEWSLETTERS_SAVED_MESSAGE }),
                () => setMessage("Vos abonnements n'ont pas pu être enregistrés. Veuillez réessayer."),
              )
              .finally(() => setBusy(false));
          }}
        >
          <fieldset>
            <legend>Je souhaite recevoir :</legend>
            <ul className="account-checks">
              {lists.map((l) => (
                <li key={l.id}>
                  <label>
                    <input
                      type="checkbox"
                      name="newsletters"
                      value={l.id}
                      checked={checked.includes(l.id)}
                      onChange={(e) => setChecked((c) => toggleList(c ?? [], l.id, e.target.checked, order))}
                    />
                    {l.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {message ? (
            <p className="account-error" role="alert">
              {message}
            </p>
          ) : null}
          <SubmitButton busy={busy}>Enregistrer mes abonnements</SubmitButton>
        </form>
      ) : null}
    </section>
  );
}

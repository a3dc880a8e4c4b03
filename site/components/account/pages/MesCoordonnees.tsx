'use client';

import { type Country, isApiError, type Option } from '@radio/core';
import { useEffect, useId, useState } from 'react';
import { FormError, FormInfo, SubmitButton, TextField, useAuthForm } from '@/components/auth/form';
import {
  type ContactField,
  type ContactFormValues,
  contactBody,
  contactFormValues,
  validateContact,
} from '@/lib/account/contact-form';
import { toggleList } from '@/lib/account/newsletters';
import { useAccountSets } from '@/lib/account/stores';
import { showNotice } from '@/lib/auth';
import { LoadError, Loading, PageTitle } from '../Feedback';

export const CONTACT_SAVED_MESSAGE = 'Vos coordonnées ont été enregistrées.';
export const NEWSLETTERS_SAVED_MESSAGE = 'Vos abonnements aux newsletters ont été enregistrés.';

type Lists = { civilities: Option[]; countries: Country[]; newsletters: Option[] };

function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={`auth-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        <span className="auth-optional"> (facultatif)</span>
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <p className="auth-field-error">{error}</p> : null}
    </div>
  );
}

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
        <form
          ref={form.formRef}
          noValidate
          className="auth-form account-form"
          aria-label="Mes coordonnées"
          onSubmit={(e) => {
            e.preventDefault();
            void form.run(validateContact(values), async () => {
              if (!clients) return;
              await clients.contact.saveContact(email, contactBody(values));
              showNotice({ type: 'success', message: CONTACT_SAVED_MESSAGE });
            });
          }}
        >
          <FormError error={form.formError} />
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
            <TextField
              label="Prénom"
              name="firstname"
              value={values.firstname}
              onChange={set('firstname')}
              error={form.errors.firstname}
              autoComplete="given-name"
              required={false}
            />
            <TextField
              label="Nom"
              name="lastname"
              value={values.lastname}
              onChange={set('lastname')}
              error={form.errors.lastname}
              autoComplete="family-name"
              required={false}
            />
          </div>
          <DateField value={values.birthdate} onChange={set('birthdate')} error={form.errors.birthdate} />
          <TextField
            label="Téléphone"
            name="phone"
            type="tel"
            value={values.phone}
            onChange={set('phone')}
            error={form.errors.phone}
            autoComplete="tel"
            required={false}
          />
          <TextField
            label="Adresse"
            name="address"
            value={values.address}
            onChange={set('address')}
            error={form.errors.address}
            autoComplete="street-address"
            required={false}
          />
          <div className="account-form-row">
            <TextField
              label="Code postal"
              name="zipcode"
              value={values.zipcode}
              onChange={set('zipcode')}
              error={form.errors.zipcode}
              autoComplete="postal-code"
              required={false}
            />
            <TextField
              label="Ville"
              name="city"
              value={values.city}
              onChange={set('city')}
              error={form.errors.city}
              autoComplete="address-level2"
              required={false}
            />
          </div>
          <SelectField
            label="Pays"
            name="country"
            value={values.country}
            onChange={set('country')}
            options={lists.countries.map((c) => ({ value: c.code, label: c.name }))}
          />
          <SubmitButton busy={form.busy}>Enregistrer mes coordonnées</SubmitButton>
        </form>
      ) : null}
      {values ? <NewsletterLists lists={lists.newsletters} email={email} /> : null}
    </>
  );
}

function DateField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={`auth-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        Date de naissance<span className="auth-optional"> (facultatif)</span>
      </label>
      <input
        id={id}
        name="birthdate"
        type="date"
        value={value}
        max={new Date().toISOString().slice(0, 10)}
        autoComplete="bday"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="auth-field-error">
          {error}
        </p>
      ) : null}
    </div>
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

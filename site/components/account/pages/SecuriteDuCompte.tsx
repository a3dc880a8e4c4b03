'use client';

import './security.css';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useState } from 'react';
import { AuthForm, CodeField, FormError, FormInfo, useAuthForm } from '@/components/auth/form';
import { useAuth } from '@/lib/auth';
import { describeAuthError } from '@/lib/auth/errors';
import {
  confirmTotpSetup,
  fetchMfa,
  type MfaSettings,
  setMfa,
  showNotice,
  startTotpSetup,
} from '@/lib/auth/store';
import { LoadError, Loading, PageTitle } from '../Feedback';
import { SignOutEverywhere } from '../SignOutEverywhere';

export const TOTP_ON_MESSAGE = "La vérification par application d'authentification est activée.";
export const TOTP_OFF_MESSAGE = "La vérification par application d'authentification est désactivée.";
export const EMAIL_ON_MESSAGE = 'La vérification par code envoyé par e-mail est activée.';
export const EMAIL_OFF_MESSAGE = 'La vérification par code envoyé par e-mail est désactivée.';

/** The secret in groups of four, as authenticator apps show and accept it. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function statusText(enabled: MfaSettings['enabled']): string {
  const app = enabled.includes('TOTP');
  const email = enabled.includes('EMAIL');
  if (app && email) {
    return "Activée : application d'authentification et code par e-mail (vous choisirez à chaque connexion).";
  }
  if (app) return "Activée : application d'authentification.";
  if (email) return 'Activée : code envoyé par e-mail.';
  return 'Désactivée : votre mot de passe suffit pour vous connecter.';
}

/** Scan the QR code (or type the key), then the app's first code turns the method on. */
function TotpSetup({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [setupError, setSetupError] = useState<ReturnType<typeof describeAuthError> | null>(null);
  const form = useAuthForm<'code'>('other');

  // One secret per opening of the form.
  useEffect(() => {
    let live = true;
    startTotpSetup().then(
      (s) => live && setSetup(s),
      (e: unknown) => live && setSetupError(describeAuthError(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <AuthForm
      // The key could not be prepared: that error stands where the form's own would.
      form={{ ...form, formError: form.formError ?? setupError }}
      className="auth-form account-form"
      label="Configurer une application d'authentification"
      onSubmit={() =>
        void form.run(code.trim() ? {} : { code: 'Veuillez saisir le code de vérification.' }, async () => {
          await confirmTotpSetup(code);
          showNotice({ type: 'success', message: TOTP_ON_MESSAGE });
          onDone();
        })
      }
      submit="Activer"
      footer={
        <button type="button" className="btn btn-link" onClick={onCancel}>
          Annuler
        </button>
      }
    >
      {setup ? (
        <figure className="auth-qr">
          <QRCodeSVG value={setup.uri} size={192} title="QR code à scanner avec votre application" />
          <figcaption>
            <p>
              Scannez ce QR code avec votre application d'authentification (Google Authenticator, Microsoft
              Authenticator, FreeOTP…), ou saisissez cette clé :
            </p>
            <p className="totp-key">
              <code className="totp-secret" data-secret={setup.secret}>
                {groupedSecret(setup.secret)}
              </code>
              <CopyButton text={setup.secret} />
            </p>
          </figcaption>
        </figure>
      ) : setupError ? null : (
        <Loading label="Préparation de la clé…" />
      )}
      <CodeField value={code} onChange={setCode} error={form.errors.code} />
    </AuthForm>
  );
}

/** Copies the key for the authenticator app (where the clipboard is allowed). */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() =>
        navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? 'Clé copiée' : 'Copier la clé'}
    </button>
  );
}

function Toggle({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-secondary" disabled={busy} aria-busy={busy} onClick={onClick}>
      {label}
    </button>
  );
}

/** /mon-compte/securite: two-step verification by authenticator app or by e-mail code, on or off. */
export function SecuriteDuCompte() {
  const { user } = useAuth();
  const [settings, setSettings] = useState<MfaSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [settingUpApp, setSettingUpApp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof describeAuthError> | null>(null);

  const load = useCallback(() => {
    setLoadFailed(false);
    fetchMfa().then(setSettings, () => setLoadFailed(true));
  }, []);
  useEffect(() => {
    if (user) load();
  }, [user, load]);

  async function toggle(method: 'TOTP' | 'EMAIL', on: boolean, message: string) {
    setBusy(true);
    setError(null);
    try {
      await setMfa(method, on);
      showNotice({ type: 'success', message });
      setSettings(await fetchMfa());
    } catch (e) {
      setError(describeAuthError(e));
    } finally {
      setBusy(false);
    }
  }

  const enabled = settings?.enabled ?? [];
  const app = enabled.includes('TOTP');
  const email = enabled.includes('EMAIL');

  return (
    <>
      <PageTitle intro="Protégez votre compte : en plus de votre mot de passe, un code vous sera demandé à chaque connexion.">
        Sécurité du compte
      </PageTitle>
      <section className="account-section" aria-labelledby="mfa-title">
        <h2 id="mfa-title">Double authentification</h2>
        {loadFailed ? (
          <LoadError onRetry={load}>Vos réglages de sécurité n'ont pas pu être chargés.</LoadError>
        ) : !settings ? (
          <Loading />
        ) : (
          <>
            <FormInfo>
              <p data-testid="mfa-status">{statusText(enabled)}</p>
            </FormInfo>
            <FormError error={error} />
            <div className="mfa-method">
              <h3>Application d'authentification</h3>
              <p>
                Un code à 6 chiffres, renouvelé toutes les 30 secondes, affiché par une application de votre
                téléphone.
              </p>
              {app ? (
                <Toggle
                  label="Désactiver l'application d'authentification"
                  busy={busy}
                  onClick={() => void toggle('TOTP', false, TOTP_OFF_MESSAGE)}
                />
              ) : settingUpApp ? (
                <TotpSetup
                  onDone={() => {
                    setSettingUpApp(false);
                    load();
                  }}
                  onCancel={() => setSettingUpApp(false)}
                />
              ) : (
                <Toggle
                  label="Configurer une application d'authentification"
                  busy={busy}
                  onClick={() => setSettingUpApp(true)}
                />
              )}
            </div>
            <div className="mfa-method">
              <h3>Code par e-mail</h3>
              <p>Un code envoyé à {user?.attributes.email ?? 'votre adresse e-mail'} à chaque connexion.</p>
              <Toggle
                label={email ? 'Désactiver le code par e-mail' : 'Activer le code par e-mail'}
                busy={busy}
                onClick={() => void toggle('EMAIL', !email, email ? EMAIL_OFF_MESSAGE : EMAIL_ON_MESSAGE)}
              />
            </div>
          </>
        )}
      </section>
      <SignOutEverywhere />
    </>
  );
}

/**
 * The operator of the site as the legal pages name it (editor, publication director, host, data
 * protection contact), from configuration: each `OPERATOR_*` variable, with the demonstration's values.
 */
import { siteConfig } from './config';

export function operator() {
  const env = (k: string, d: string) => process.env[k] || d;
  const { brand, siteUrl } = siteConfig();
  return {
    name: env('OPERATOR_NAME', `Association ${brand}`),
    legalForm: env('OPERATOR_LEGAL_FORM', 'association loi 1901'),
    address: env('OPERATOR_ADDRESS', '46 rue du Plat, 69002 Lyon'),
    registration: env('OPERATOR_REGISTRATION', 'SIRET 000 000 000 00000 (démonstration)'),
    director: env('OPERATOR_DIRECTOR', 'la directrice générale de l’association'),
    email: env('OPERATOR_EMAIL', 'contact@example.org'),
    dpoEmail: env('OPERATOR_DPO_EMAIL', 'donnees-personnelles@example.org'),
    host: env('OPERATOR_HOST', 'Hébergeur de démonstration, 1 rue de l’Hébergement, 75000 Paris'),
    siteUrl,
    brand,
  };
}

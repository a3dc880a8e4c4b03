/**
 * One address, one spelling. The identity service treats usernames case-insensitively (as a Cognito
 * pool with UsernameConfiguration.CaseSensitive=false), and the contact proxy keys contacts,
 * donations and subscriptions by e-mail: every e-mail that enters (sign-up, sign-in, reset, contact,
 * newsletter) is trimmed and lowercased first, so two spellings never make two accounts or two rows.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

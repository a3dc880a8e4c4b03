/**
 * A listener signing up as the site does: the e-mail is the username, and the pool's schema
 * requires the names (§5 "Registration requires … family name, given name").
 */
export function signUpRequest(
  email: string,
  password: string,
  names: { given: string; family: string } = { given: 'Marie', family: 'Curie' },
  extra: { Name: string; Value: string }[] = [],
) {
  return {
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: names.given },
      { Name: 'family_name', Value: names.family },
      ...extra,
    ],
  };
}

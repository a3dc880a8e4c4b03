/**
 * A field people never see (display: none, so neither screen readers nor the keyboard reach it)
 * and robots fill in: the API then stores nothing (docs/security.md, "Public forms").
 */
export function Honeypot() {
  return (
    <div className="form-trap">
      <label>
        Site web (laisser vide)
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

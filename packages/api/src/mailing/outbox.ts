import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the links of the public forms go (newsletter confirmation, unsubscribe). Locally nothing
 * is e-mailed: like the identity service's codes, each link is printed in the API's console and
 * the last one per address and kind is kept in `${DATA_DIR}/mailing/outbox.json` (the browser
 * tests read it). Production plugs its e-mail sender here.
 */
export interface Outbox {
  send(email: string, kind: 'confirmation' | 'desinscription', url: string): void;
}

export function localOutbox(dataDir: string, log: (line: string) => void = console.log): Outbox {
  const dir = join(dataDir, 'mailing');
  const file = join(dir, 'outbox.json');
  return {
    send(email, kind, url) {
      log(`[mailing] lien de ${kind} pour ${email} : ${url}`);
      let book: Record<string, Record<string, { url: string; at: string }>> = {};
      try {
        book = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        // first link, or a file being replaced: start a new book
      }
      book[email] = { ...book[email], [kind]: { url, at: new Date().toISOString() } };
      mkdirSync(dir, { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      writeFileSync(`${file}.${process.pid}`, JSON.stringify(book, null, 2));
      renameSync(`${file}.${process.pid}`, file);
    },
  };
}

// Generates custom-elements.json from the JSDoc of each element file (src/radio-*.tsx:
// @attr, @fires, @csspart) and the `--radio-*` custom properties of packages/ui's styles,
// then refreshes the element table of README.md between its markers.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

const styles = readFileSync(join(root, '../packages/ui/src/styles.ts'), 'utf8');
const described = {
  '--radio-accent': 'Couleur principale (bouton lecture, progression, liens)',
  '--radio-on-accent': 'Couleur du texte sur la couleur principale',
  '--radio-background': 'Fond des composants',
  '--radio-foreground': 'Couleur du texte',
  '--radio-muted': 'Texte secondaire (émission, durées)',
  '--radio-track': 'Piste de la barre de progression, bordures',
  '--radio-focus': 'Anneau de focus clavier',
  '--radio-radius': 'Arrondi des angles',
  '--radio-font': 'Police',
  '--radio-popin-bottom':
    "Distance entre le bas de la fenêtre et la carte de la pop-in des rolls (au-dessus d'une barre fixe)",
};
// The themable properties, once each, with their first default; others (--radio-ratio, set by the
// progress bar itself) are internal.
const cssProperties = [];
for (const [, name, def] of styles.matchAll(/var\((--radio-[a-z-]+),\s*([^;)]+)\)/g))
  if (described[name] && !cssProperties.some((p) => p.name === name))
    cssProperties.push({ name, default: def.trim(), description: described[name] });

function tags(doc, tag) {
  const out = [];
  for (const m of doc.matchAll(new RegExp(`@${tag}\\s+([\\w-]+)(?:\\s+-\\s+([^@]*))?`, 'g'))) {
    out.push({ name: m[1], description: (m[2] ?? '').replace(/\s*\*\s*/g, ' ').trim() });
  }
  return out;
}

const modules = [];
const elements = [];
for (const file of readdirSync(join(root, 'src'))
  .filter((f) => /^radio-.*\.tsx$/.test(f))
  .sort()) {
  const src = readFileSync(join(root, 'src', file), 'utf8');
  const tag = file.replace(/\.tsx$/, '');
  const m = src.match(
    /\/\*\*([\s\S]*?)\*\/\s*(?:export\s+)?(?:interface\s+\w+\s*\{([\s\S]*?)\}|function|type\s*\{\s*(\w+)\s*\}\s*from\s*'([^']+)')/,
  );
  if (!m) continue;
  const doc = m[1].replace(/^\s*\* ?/gm, '');
  // The props of an element drawn by a lazy part are declared beside the parts (src/parts/props.ts).
  const declared = m[3] ? readFileSync(join(root, 'src', `${m[4]}.ts`), 'utf8') : '';
  const body = m[2] ?? declared.match(new RegExp(`interface\\s+${m[3]}\\s*\\{([\\s\\S]*?)\\}`))?.[1] ?? '';
  const types = Object.fromEntries(
    [...body.matchAll(/(\w+)\?:\s*([^;]+);/g)].map(([, k, t]) => [k, t.trim()]),
  );
  const summary = doc
    .split('\n@')[0]
    .split(/\n\s*@/)[0]
    .trim();
  const attributes = tags(doc, 'attr').map((a) => ({
    name: a.name,
    fieldName: camel(a.name),
    type: { text: types[camel(a.name)] ?? 'string' },
    description: a.description,
  }));
  const events = tags(doc, 'fires').map((e) => ({
    name: e.name,
    type: { text: 'CustomEvent' },
    description: e.description,
  }));
  const cssParts = tags(doc, 'csspart');
  const internal = tag === 'radio-modals';
  const decl = {
    kind: 'class',
    name: tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase()),
    tagName: tag,
    customElement: true,
    description: summary.replace(/^`<[^>]+>`\s*:\s*/, ''),
    attributes,
    members: attributes.map((a) => ({ kind: 'field', name: a.fieldName, type: a.type, attribute: a.name })),
    events,
    cssParts,
    cssProperties,
  };
  modules.push({
    kind: 'javascript-module',
    path: `src/${file}`,
    declarations: [decl],
    exports: [
      {
        kind: 'custom-element-definition',
        name: tag,
        declaration: { name: decl.name, module: `src/${file}` },
      },
    ],
  });
  if (!internal) elements.push(decl);
}

const manifest = { schemaVersion: '2.1.0', readme: 'README.md', modules };
writeFileSync(join(root, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);

const esc = (s) => String(s).replace(/\|/g, '\\|');
// Tables padded the way the repository's formatter writes them, so a build leaves README.md clean.
function mdTable(head, rows) {
  const all = [head, ...rows];
  const widths = head.map((_, c) => Math.max(3, ...all.map((r) => [...r[c]].length)));
  const line = (r) =>
    `| ${r.map((cell, c) => cell + ' '.repeat(widths[c] - [...cell].length)).join(' | ')} |`;
  return `${[line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n')}\n`;
}
const upper = (s) => s.charAt(0).toUpperCase() + s.slice(1);

let table = '';
for (const el of elements) {
  table += `\n### \`<${el.tagName}>\`\n\n${upper(el.description)}\n\n`;
  if (el.attributes.length)
    table += `${mdTable(
      ['attribut', 'propriété', 'type', 'rôle'],
      el.attributes.map((a) => [
        `\`${a.name}\``,
        `\`${a.fieldName}\``,
        `\`${esc(a.type.text)}\``,
        esc(a.description),
      ]),
    )}\n`;
  if (el.events.length)
    table += `${mdTable(
      ['événement', 'quand'],
      el.events.map((e) => [`\`${e.name}\``, esc(e.description)]),
    )}\n`;
  if (el.cssParts.length)
    table += `Parties (\`::part\`) : ${el.cssParts.map((p) => `\`${p.name}\``).join(', ')}.\n`;
}
table += `\n### Propriétés CSS personnalisées (tous les éléments)\n\n${mdTable(
  ['propriété', 'défaut', 'rôle'],
  cssProperties.map((p) => [`\`${p.name}\``, `\`${esc(p.default)}\``, p.description]),
)}`;

const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const start = '<!-- elements:start -->';
const end = '<!-- elements:end -->';
const i = readme.indexOf(start);
const j = readme.indexOf(end);
if (i >= 0 && j > i) {
  const next = `${readme.slice(0, i + start.length)}\n${table}\n${readme.slice(j)}`;
  if (next !== readme) writeFileSync(readmePath, next);
}
console.log(`custom-elements.json: ${elements.length} éléments`);

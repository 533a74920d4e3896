import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BLUEPRINT_ARIA_LABELS, indonesianAriaLabels } from '../../renderer/src/shell/blueprintTexts';

/**
 * One language (issue 27 §3): the UI is Indonesian wherever the seed does not quote a label.
 *
 * Scans the source the UI's texts come from (renderer/src and common/: catalogues, JSX text,
 * placeholders, aria labels, toasts, resource labels, contract messages, printouts; server/ for its
 * error messages; main/ and preload/ for the desktop app's dialogs) rather than the
 * whole built bundle: the bundle also holds the libraries' developer strings, never shown (React's
 * and zod's messages), and minified code no longer tells a UI text from a code constant ('DELETE',
 * 'Error'). The built bundle (dist/renderer, or E2E_RENDERER_DIR) is scanned for what only it
 * holds: the aria labels, Blueprint's own included (its hard-coded English ones are rewritten at
 * build time, renderer/src/shell/blueprintTexts.ts).
 *
 * A string counts as an English UI text when, whole, it is a common English UI word or phrase, or
 * it starts or contains a typical English UI sentence. The seed-quoted labels the old system's
 * users know are allowed, each with the seed line that quotes it (checked when ../shared/seeds is
 * there); the list grows only with seed quotes, so a new English leftover fails here.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILT = path.resolve(process.env.E2E_RENDERER_DIR ?? path.join(ROOT, 'dist/renderer'));
const SEEDS = path.resolve(ROOT, '../shared/seeds');
const SCANNED = ['renderer/src', 'common', 'main', 'preload', 'server'];

/** Whole-string English UI words and phrases (compared without case, trailing '.', '…', ':' or '!'). */
const ENGLISH_UI = [
  'save', 'save changes', 'cancel', 'delete', 'remove', 'edit', 'add', 'add new', 'create', 'update', 'submit', 'close',
  'open', 'back', 'next', 'previous', 'prev', 'yes', 'confirm', 'search', 'reset', 'clear', 'apply',
  'refresh', 'reload', 'retry', 'try again', 'loading', 'please wait', 'no results', 'no data', 'not found', 'error',
  'success', 'failed', 'warning', 'settings', 'sign in', 'sign out', 'log in', 'log out', 'login', 'logout', 'password',
  'username', 'user', 'users', 'name', 'date', 'action', 'actions', 'view', 'show', 'hide', 'print', 'download',
  'upload', 'import', 'export', 'home', 'welcome', 'unknown', 'select', 'choose file', 'browse', 'required', 'invalid',
  'optional', 'description', 'price', 'quantity', 'amount', 'category', 'type', 'page', 'of', 'all', 'none', 'done',
  'help', 'profile', 'dashboard', 'details', 'copy', 'copied', 'saved', 'deleted', 'application', 'applications',
] as const;
// Not listed, because Indonesian uses them as they are: 'No' (nomor), 'Status', 'Filter', 'Total', 'Detail', 'OK'.
const ENGLISH_START = /^(please|loading|reset |no results|no data|no items|invalid |failed to|unable to|could not|cannot |something went wrong|are you sure|click |select an? |choose an? |enter an? |search\b|error:|page \d+ of)/i;
const ENGLISH_INSIDE = /rights reserved|\bis required\b|\btry again\b|\bnot found\b|\bwent wrong\b|\bno results\b|\bno \w+ found\b/i;

/** Labels the seed quotes in English, as the old system's users know them: text → seed file:line. */
const SEED_QUOTED: Readonly<Record<string, string>> = {
  'Sign In': '000_8a0722efb60f320e.txt:36', // "Header 'Sign In' with version label 'Dev 1.1'"
  'Loading...': '000_8a0722efb60f320e.txt:36', // "shows 'Loading...' while submitting"
  'Not Found': '000_8a0722efb60f320e.txt:30', // "not-found screen reading 'Not Found'"
  Home: '000_8a0722efb60f320e.txt:46', // "A Home link to /home"
  'Hi, ': '001_5bb404e292ee661f.txt:31', // "Top bar: 'Hi, ' plus user full name"
  Edit: '000_8a0722efb60f320e.txt:189', // "Actions: Simpan, Edit, Hapus, …"
  Update: '001_5bb404e292ee661f.txt:227', // "Actions: Simpan, Edit, Hapus, Update, …"
  Print: '001_5bb404e292ee661f.txt:62', // "buttons Payment, Edit, Print"
  Success: '001_5bb404e292ee661f.txt:228', // "Line saves show 'Success' or 'Something Wrong'"
  'Search...': '001_5bb404e292ee661f.txt:84', // "debounced search (placeholder Search…)"
  'Oops! No elements found. Consider changing the search query.': '001_5bb404e292ee661f.txt:232', // product search empty
  Settings: '001_5bb404e292ee661f.txt:38', // "- Settings: /warehouse/setting/warehouse"
  User: '000_8a0722efb60f320e.txt:94', // "User ('Tambah User')"
  Password: '000_8a0722efb60f320e.txt:97', // "- Password, with a show/hide toggle"
  // The call catalogue's row field names (seed 000 section 7), which the Employee masters read back.
  Name: '000_8a0722efb60f320e.txt:108', // "- Division: id, Name, Description, …"
  Description: '000_8a0722efb60f320e.txt:108',
};

interface Found {
  text: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** A developer's error (`new Error(…)`): a 5xx the server logs and never shows, or a programming fault. */
function inDeveloperError(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isStatement(at); at = at.parent) {
    if (ts.isNewExpression(at) && /^(Error|TypeError|RangeError)$/.test(at.expression.getText())) return true;
  }
  return false;
}

/** A literal in a code position (a module path, a type, an object key, a developer's error): never shown. */
function inCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    inDeveloperError(node) ||
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

/** Every string literal, template piece and JSX text of the scanned source, with where it is. */
function uiStrings(): Found[] {
  const found: Found[] = [];
  for (const root of SCANNED) {
    for (const file of sourceFiles(path.join(ROOT, root))) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const visit = (node: ts.Node): void => {
        let text: string | null = null;
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text;
        else if (ts.isJsxText(node)) text = node.text.trim();
        if (text && /[A-Za-z]/.test(text) && !inCodePosition(node)) {
          found.push({ text, where: `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

const PHRASES = new Set<string>(ENGLISH_UI);

/** Whether a string reads as an English UI text (an all-lowercase word or a SHOUTED code constant is code). */
function isEnglishUiText(text: string): boolean {
  const trimmed = text.trim();
  if (!/[A-Z]/.test(trimmed) || /^[A-Z_]+$/.test(trimmed)) return false;
  const bare = trimmed.replace(/(\.\.\.|[.…:!?])+$/, '').toLowerCase();
  return PHRASES.has(bare) || ENGLISH_START.test(trimmed) || ENGLISH_INSIDE.test(trimmed);
}

describe('UI language (issue 27 §3)', () => {
  it('tells English UI texts from Indonesian ones and from code', () => {
    for (const english of ['Save', 'Cancel', 'Delete', 'Loading...', 'No results.', 'Search', '© 2018 PT X. All rights reserved.', 'Submit', 'Close', 'Error', 'Please wait', 'Invalid date', 'Name is required']) {
      expect(isEnglishUiText(english), english).toBe(true);
    }
    for (const other of ['Simpan', 'Batal', 'Hapus', 'Memuat...', 'Tidak ada hasil', 'Cari', 'Hak Cipta © 2018 PT X', 'save', 'DELETE', 'ERROR', 'name|asc', 'Nama wajib diisi']) {
      expect(isEnglishUiText(other), other).toBe(false);
    }
  });

  it('the seed-quoted labels are where the seed quotes them', () => {
    if (!fs.existsSync(SEEDS)) return; // the specification sits beside the repository, not in it
    for (const [text, at] of Object.entries(SEED_QUOTED)) {
      const [file, line] = at.split(':') as [string, string];
      const seedLine = fs.readFileSync(path.join(SEEDS, file), 'utf8').split('\n')[Number(line) - 1] ?? '';
      expect(seedLine.includes(text.trimEnd()) || seedLine.includes(text.replace(/\.\.\.$/, '…')), `${text} at ${at}`).toBe(true);
    }
  });

  it('no English UI text is left where the seed does not quote it', () => {
    const leftovers = uiStrings()
      .filter((found) => isEnglishUiText(found.text) && !(found.text.trim() in SEED_QUOTED) && !(found.text in SEED_QUOTED))
      .map((found) => `${found.where} ${JSON.stringify(found.text)}`);
    expect(leftovers).toEqual([]);
  });

  it("Blueprint's hard-coded English aria labels are rewritten, and only those", () => {
    const compiled = '_jsx(Button, { "aria-label": "Close", icon: x }), _jsx("span", { "aria-label": "Keterangan" }), { text: "Close" }';
    expect(indonesianAriaLabels(compiled)).toBe('_jsx(Button, { "aria-label": "Tutup", icon: x }), _jsx("span", { "aria-label": "Keterangan" }), { text: "Close" }');
  });

  it('the built renderer has no English aria label, Blueprint\'s own included', () => {
    const assets = path.join(BUILT, 'assets');
    if (!fs.existsSync(assets)) throw new Error(`${BUILT} is not built: run \`npm run build\` first (npm test does)`);
    const labels = new Set<string>();
    for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      for (const match of fs.readFileSync(path.join(assets, file), 'utf8').matchAll(/"aria-label":\s*(?:"([^"]*)"|`([^`$]*)`|'([^']*)')/g)) {
        labels.add(match[1] ?? match[2] ?? match[3] ?? '');
      }
    }
    const english = [...labels].filter((label) => label in BLUEPRINT_ARIA_LABELS || (isEnglishUiText(label) && !(label in SEED_QUOTED)));
    expect(english).toEqual([]);
    // The rewrite ran (a build without it would simply hold 'Close').
    expect(labels.has(BLUEPRINT_ARIA_LABELS.Close ?? '')).toBe(true);
  });
});

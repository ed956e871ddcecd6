import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Issue 15, "Texts": one home per text. messages.ts holds the shared texts and errors,
 * copy/<feature>.ts the rest, and each text is written once; a screen, a service or another copy
 * file that needs it references it. Two checks, both on the sources (parsed with the TypeScript
 * compiler, so a reference such as `edit: MSG.common.edit` is not a second definition):
 *
 * 1. No text is defined twice in messages.ts and copy/*.ts.
 * 2. No file of src/web or src/server retypes a text of messages.ts or copy/*.ts.
 *
 * What counts as a text (the rule, kept narrow so the checks stay fast and precise):
 * - a string literal, or a template literal compared by its shape (`Editar ${…}`), that is not an
 *   import path, a type, a property name, an index, a `case` label or one side of a comparison;
 * - once ${…} placeholders are removed and spaces collapsed, at least 2 characters with a letter;
 * - not a key, an id, a CSS class, a path or a URL: a single lower-case ASCII token ('pessoal',
 *   'pt_BR', '/vagas'), an ALL_CAPS constant, a locale tag ('pt-BR'), or anything starting with
 *   '/', 'http', 'mailto:' or '#'. Lower-case words such as 'participante' / 'participantes'
 *   that build a count through rules/plural.ts are such tokens, so several count helpers may
 *   hold them.
 * Check 2 also skips test helpers and data (tests, test-data, test kits, fixtures, the seed, the
 * fuzzer, the fault suite) and, in plain .ts code, single words: 'Presencial' or 'Tecnologia' in
 * a data file is an enum or catalogue value, not a retyped label. JSX text, JSX attribute
 * strings and phrases (with a space) are always checked.
 */

const COPY_SOURCES = import.meta.glob<string>(
  ['/src/domain/messages.ts', '/src/domain/copy/*.ts', '!**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const APP_SOURCES = import.meta.glob<string>(
  [
    '/src/web/**/*.{ts,tsx}',
    '/src/server/**/*.ts',
    '!**/*.test.{ts,tsx}',
    '!**/test/**',
    '!**/test-data.ts',
    '!**/*test-kit.{ts,tsx}',
    '!**/fixtures.ts',
    '!/src/server/db/seed/**',
    '!/src/server/db/migrations/**',
    '!/src/server/fuzz/**',
    '!/src/server/faults/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

interface Literal {
  /** The text as compared: the string, or a template's shape with ${…} for each placeholder. */
  readonly value: string;
  /** 'src/domain/copy/feed.ts:42 FEED_COPY.card.edit'. */
  readonly where: string;
  /** JSX text, a JSX attribute's string, or a plain literal in code. */
  readonly kind: 'jsx' | 'code';
}

/** '${…}', written so that no linter takes it for a misquoted template. */
const PLACEHOLDER = '\u0024{…}';

/** Whether a literal's value is a user-visible text under the rule above. */
function isText(value: string): boolean {
  const words = value.replaceAll(PLACEHOLDER, ' ').replace(/\s+/g, ' ').trim();
  if (words.length < 2 || !/\p{L}/u.test(words)) return false;
  if (/^(\/|https?:|mailto:|#)/.test(words)) return false;
  if (/^[a-z0-9_\-./:#]+$/.test(words)) return false; // key, id, CSS class, path
  if (/^[A-Z0-9_]+$/.test(words)) return false; // constant
  if (/^[a-z]{2}[-_][A-Z]{2}$/.test(words)) return false; // locale tag
  return true;
}

/** A literal in a position that holds no text: import path, type, name, index, comparison. */
function holdsNoText(node: ts.Node): boolean {
  const parent = node.parent;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isCaseClause(parent)
  ) {
    return true;
  }
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === node
  ) {
    return true;
  }
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    return (
      op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      op === ts.SyntaxKind.EqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsToken
    );
  }
  return false;
}

/** 'MSG.common.edit': the names of the declarations and properties around a node. */
function keyOf(node: ts.Node): string {
  const names: string[] = [];
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (
      (ts.isPropertyAssignment(n) || ts.isVariableDeclaration(n) || ts.isFunctionDeclaration(n)) &&
      n.name
    ) {
      names.unshift(n.name.getText());
    }
  }
  return names.join('.');
}

function literalsOf(path: string, source: string): Literal[] {
  const file = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Literal[] = [];
  const add = (node: ts.Node, value: string, kind: Literal['kind']) => {
    if (!isText(value)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push({ value, where: `${path.slice(1)}:${line} ${keyOf(node)}`.trim(), kind });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!holdsNoText(node)) add(node, node.text, ts.isJsxAttribute(node.parent) ? 'jsx' : 'code');
    } else if (ts.isTemplateExpression(node)) {
      if (!holdsNoText(node)) {
        const shape =
          node.head.text + node.templateSpans.map((span) => PLACEHOLDER + span.literal.text).join('');
        add(node, shape, 'code');
      }
    } else if (ts.isJsxText(node)) {
      add(node, node.text.replace(/\s+/g, ' ').trim(), 'jsx');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const copyLiterals = Object.entries(COPY_SOURCES).flatMap(([path, source]) => literalsOf(path, source));

describe('texts (issue 15: one home per text)', () => {
  it('reads the texts of messages.ts and every copy file', () => {
    expect(Object.keys(COPY_SOURCES)).toContain('/src/domain/messages.ts');
    expect(Object.keys(COPY_SOURCES).length).toBeGreaterThan(10);
    expect(copyLiterals.length).toBeGreaterThan(500);
  });

  it('defines each text of messages.ts and copy/*.ts once', () => {
    const byValue = new Map<string, Literal[]>();
    for (const literal of copyLiterals)
      byValue.set(literal.value, [...(byValue.get(literal.value) ?? []), literal]);
    const duplicates = [...byValue]
      .filter(([, literals]) => literals.length > 1)
      .map(
        ([value, literals]) => `${JSON.stringify(value)}\n    ${literals.map((l) => l.where).join('\n    ')}`,
      );
    expect(
      duplicates,
      `Texts defined more than once (reference one of them):\n${duplicates.join('\n')}`,
    ).toEqual([]);
  });

  it('has src/web and src/server reference those texts instead of retyping them', () => {
    const homes = new Map(copyLiterals.map((literal) => [literal.value, literal.where]));
    const retyped = Object.entries(APP_SOURCES)
      .flatMap(([path, source]) => literalsOf(path, source))
      .filter((literal) => literal.kind === 'jsx' || /\s/.test(literal.value.trim()))
      .filter((literal) => homes.has(literal.value))
      .map((literal) => `${literal.where}: ${JSON.stringify(literal.value)} is ${homes.get(literal.value)}`);
    expect(retyped, `Texts retyped outside their home:\n${retyped.join('\n')}`).toEqual([]);
  }, 30_000); // reads every source file of the app: seconds on a loaded 2-core machine

  it('counts a text by the rule above', () => {
    const P = PLACEHOLDER;
    const texts = ['Editar', 'Salvar alterações', `Editar ${P}`, 'Vaga', `Por ${P}`];
    const notTexts = [
      'pt-BR',
      'participantes',
      '/minhas-empresas',
      'flex',
      'bad_request',
      `${P} de ${P}`,
      `${P}+`,
    ];
    expect(texts.filter((value) => !isText(value))).toEqual([]);
    expect(notTexts.filter(isText)).toEqual([]);
  });
});

// @ts-check
import { relative } from 'node:path';
import ts from 'typescript';

/**
 * No import cycle, type-only imports included (DESIGN.md section 2). import-x/no-cycle skips `import type`
 * by design, so this rule walks the module graph TypeScript already holds for type-aware linting: every
 * import and export declaration (type-only or not), `import()` calls and `import('...')` types of the
 * project's own files, resolved with the tsconfig paths. A module augmentation (`declare module '...'`,
 * how features extend the store's types) loads nothing and is not an import.
 *
 * The graph and its strongly connected components are built once per TypeScript program; an import is
 * reported when the module it resolves to can reach the importing file again.
 */

/** @typedef {{ sccOf: Map<string, number>, edges: Map<string, Set<string>>, resolve: (spec: string, from: string) => string | null }} Graph */

/** @type {WeakMap<ts.Program, Graph>} */
const graphs = new WeakMap();

/** @param {ts.Program} program @returns {Graph} */
function graphOf(program) {
  const cached = graphs.get(program);
  if (cached) return cached;
  const options = program.getCompilerOptions();
  const cache = ts.createModuleResolutionCache(program.getCurrentDirectory(), (name) => name, options);
  const files = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/'));
  const own = new Set(files.map((file) => file.fileName));
  /** @type {(spec: string, from: string) => string | null} */
  const resolve = (spec, from) => {
    const resolved = ts.resolveModuleName(spec, from, options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport || !own.has(resolved.resolvedFileName)) return null;
    return resolved.resolvedFileName;
  };
  /** @type {Map<string, Set<string>>} */
  const edges = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const spec of specifiersOf(file)) {
      const target = resolve(spec, file.fileName);
      if (target !== null && target !== file.fileName) targets.add(target);
    }
    edges.set(file.fileName, targets);
  }
  const graph = { sccOf: stronglyConnected(edges), edges, resolve };
  graphs.set(program, graph);
  return graph;
}

/** Every module a file names in an import, export, `import()` call or `import()` type. @param {ts.SourceFile} file */
function specifiersOf(file) {
  /** @type {string[]} */
  const specs = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) specs.push(expression.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specs.push(argument.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specs.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specs;
}

/** Tarjan's algorithm, iterative: each file's component id; files alone in theirs get none. @param {Map<string, Set<string>>} edges */
function stronglyConnected(edges) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {Map<string, number>} */
  const sccOf = new Map();
  let next = 0;
  let components = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    /** @type {{ node: string, targets: Iterator<string> }[]} */
    const work = [{ node: root, targets: (edges.get(root) ?? new Set()).values() }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = /** @type {{ node: string, targets: Iterator<string> }} */ (work.at(-1));
      const step = frame.targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: (edges.get(target) ?? new Set()).values() });
        } else if (onStack.has(target)) {
          low.set(
            frame.node,
            Math.min(/** @type {number} */ (low.get(frame.node)), /** @type {number} */ (index.get(target))),
          );
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent)
        low.set(
          parent.node,
          Math.min(/** @type {number} */ (low.get(parent.node)), /** @type {number} */ (low.get(frame.node))),
        );
      if (low.get(frame.node) === index.get(frame.node)) {
        /** @type {string[]} */
        const members = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          members.push(member);
        } while (member !== frame.node);
        if (members.length > 1) {
          for (const file of members) sccOf.set(file, components);
          components++;
        }
      }
    }
  }
  return sccOf;
}

/** The shortest way back from `start` to `goal` inside their component, for the message. @param {Graph} graph @param {string} start @param {string} goal */
function pathBack(graph, start, goal) {
  const scc = graph.sccOf.get(goal);
  /** @type {Map<string, string | null>} */
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    if (node === goal) break;
    for (const target of graph.edges.get(node) ?? []) {
      if (previous.has(target) || graph.sccOf.get(target) !== scc) continue;
      previous.set(target, node);
      queue.push(target);
    }
  }
  /** @type {string[]} */
  const path = [];
  for (let node = /** @type {string | null | undefined} */ (goal); node; node = previous.get(node))
    path.unshift(node);
  return path;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid import cycles between the project's modules, type-only imports included." },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports count): {{path}}' },
  },
  create(context) {
    const program = /** @type {ts.Program | undefined} */ (context.sourceCode.parserServices?.program);
    if (!program) return {};
    const graph = graphOf(program);
    const file = program.getSourceFile(context.physicalFilename)?.fileName;
    if (file === undefined || !graph.sccOf.has(file)) return {};
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = graph.resolve(source, file);
      if (target === null || graph.sccOf.get(target) !== graph.sccOf.get(file)) return;
      const path = [file, ...pathBack(graph, target, file)].map((name) => relative(context.cwd, name));
      context.report({ node, messageId: 'cycle', data: { path: path.join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      /** @param {any} node */
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.source?.value),
      /** @param {any} node */
      TSExternalModuleReference: (node) => check(node, node.expression?.value),
    };
  },
};

import { join } from 'node:path';
import ts from 'typescript';
import { PACKAGE_ROOT } from '../scripts/generate.ts';

/** One key of an SDK type, as the TypeScript checker reads it from the committed files. */
export interface TypeKey {
  name: string;
  optional: boolean;
  /** The key's own keys, when it holds an object or an array of objects (null taken off). */
  keys: TypeKey[];
}

/**
 * The keys of `EndpointParams[owner][name]` and `EndpointAnswers[owner][name]`
 * as SDK users' compilers see them: read with the TypeScript checker from
 * src/generated, so a hand edit there (or a generator that drifts) shows.
 */
export function sdkEndpointTypes() {
  const files = ['resources.ts', 'answers.ts', 'list-params.ts'].map((f) =>
    join(PACKAGE_ROOT, 'src/generated', f),
  );
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const root = (file: string, name: string) => {
    const source = program.getSourceFile(file)!;
    const node = source.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
    );
    if (!node) throw new Error(`${name} is not in ${file}`);
    return checker.getTypeAtLocation(node.name);
  };
  const member = (type: ts.Type, name: string) => {
    const symbol = checker.getPropertyOfType(type, name);
    return symbol && checker.getTypeOfSymbol(symbol);
  };
  const keysOf = (type: ts.Type, depth: number): TypeKey[] => {
    let t = checker.getNonNullableType(type);
    if (checker.isArrayType(t))
      t = checker.getNonNullableType(checker.getTypeArguments(t as ts.TypeReference)[0]!);
    const objectLike = t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection);
    if (!objectLike || checker.isArrayType(t) || depth > 4) return [];
    return checker.getPropertiesOfType(t).map((p) => ({
      name: p.name,
      optional: (p.flags & ts.SymbolFlags.Optional) !== 0,
      keys: keysOf(checker.getTypeOfSymbol(p), depth + 1),
    }));
  };
  const params = root(files[0]!, 'EndpointParams');
  const answers = root(files[1]!, 'EndpointAnswers');
  const find = (within: ts.Type, owner: string, name: string) => {
    const ownerType = member(within, owner);
    return ownerType && member(ownerType, name);
  };
  return {
    /** The keys of an endpoint's parameter type, or null when the SDK has none. */
    params(owner: string, name: string): TypeKey[] | null {
      const t = find(params, owner, name);
      return t ? keysOf(t, 0) : null;
    },
    /** The keys of `ListMetadata`, the list envelope's metadata. */
    listMetadata(): TypeKey[] {
      return keysOf(root(files[2]!, 'ListMetadata'), 0);
    },
    /** The keys of an endpoint's answer type, or null when the SDK has none (a string for XML). */
    answer(owner: string, name: string): TypeKey[] | null {
      const t = find(answers, owner, name);
      return t ? keysOf(t, 0) : null;
    },
  };
}

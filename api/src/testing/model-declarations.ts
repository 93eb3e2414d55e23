import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A column as a model declares it: its name, whether it may be null, and its values when it is a union of words. */
export interface DeclaredColumn {
  property: string;
  nullable: boolean;
  /** The string literals of a union type (`'pending' | 'paid'`), sorted; none for any other type. */
  values?: string[];
}

/** A model class as its source declares it. */
export interface DeclaredModel {
  name: string;
  tableName: string;
  columns: DeclaredColumn[];
}

/**
 * What each model class exported by `models.ts` declares, read by TypeScript from the sources: its
 * table and its definite instance properties (`name!: type`), which are its columns. Optional
 * properties (`items?: OrderItem[]`) are relations and are left out.
 */
export function declaredModels(): DeclaredModel[] {
  const entry = fileURLToPath(new URL('../models.ts', import.meta.url));
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`TypeScript could not read ${entry}`);

  const models: DeclaredModel[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.find(ts.isClassDeclaration);
    if (!declaration || symbol.name === 'BaseModel') continue;
    let tableName: string | undefined;
    const columns: DeclaredColumn[] = [];
    for (const member of declaration.members) {
      if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name)) continue;
      const isStatic = member.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword);
      if (isStatic) {
        if (member.name.text === 'tableName' && member.initializer && ts.isStringLiteral(member.initializer))
          tableName = member.initializer.text;
        continue;
      }
      if (member.questionToken) continue;
      const type = checker.getTypeAtLocation(member);
      const parts = type.isUnion() ? type.types : [type];
      const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
      const rest = parts.filter((part) => !(part.flags & ts.TypeFlags.Null));
      const words = rest.every((part) => part.isStringLiteral()) && rest.length > 1;
      columns.push({
        property: member.name.text,
        nullable,
        ...(words ? { values: rest.map((part) => (part as ts.StringLiteralType).value).sort() } : {}),
      });
    }
    if (!tableName) throw new Error(`${symbol.name} declares no tableName`);
    models.push({ name: symbol.name, tableName, columns });
  }
  return models;
}

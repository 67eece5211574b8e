import ts from 'typescript';
import { createGenerator } from 'ts-json-schema-generator';

export type Schema = Record<string, unknown>;

const HTTP_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);
const BINARY = { type: 'string', format: 'binary' };
const KEYWORDS = new Map<ts.SyntaxKind, Schema | null>([
  [ts.SyntaxKind.VoidKeyword, null],
  [ts.SyntaxKind.UndefinedKeyword, null],
  [ts.SyntaxKind.StringKeyword, { type: 'string' }],
  [ts.SyntaxKind.NumberKeyword, { type: 'number' }],
  [ts.SyntaxKind.BooleanKeyword, { type: 'boolean' }],
]);

/** The contracts' exported types as JSON schemas (OpenAPI components), by type name. */
export function contractSchemas(contractsIndex: string, tsconfig: string): Record<string, Schema> {
  const schema = createGenerator({
    path: contractsIndex,
    tsconfig,
    type: '*',
    expose: 'export',
    topRef: true,
    skipTypeCheck: true,
    // Not `true`: with it, a property read through Pick/Omit of an intersection (QuizKarte = Omit<CardFields, …>)
    // is intersected with the other parts' "any additional property" and comes out as `{}` for literal
    // and commented types. `false` only adds `additionalProperties: false`, dropped below (the API's
    // answers are not closed by the schema; Nest's schemas do not say it either).
    additionalProperties: false,
  }).createSchema('*');
  const definitions = (schema.definitions ?? {}) as Record<string, Schema>;
  return asOpenApi30(
    JSON.parse(JSON.stringify(definitions).replaceAll('"#/definitions/', '"#/components/schemas/')),
  ) as Record<string, Schema>;
}

/** JSON Schema → the OpenAPI 3.0 dialect Nest writes: `type: [t, 'null']` → nullable, `const` → enum. */
function asOpenApi30(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asOpenApi30);
  if (!value || typeof value !== 'object') return value;
  const result: Schema = {};
  for (const [key, inner] of Object.entries(value)) result[key] = asOpenApi30(inner);
  if (result['additionalProperties'] === false) delete result['additionalProperties'];
  if ('const' in result) {
    result['enum'] = [result['const']];
    delete result['const'];
  }
  const type = result['type'];
  if (Array.isArray(type)) {
    const types = type.filter((name) => name !== 'null');
    if (types.length < type.length) result['nullable'] = true;
    if (types.length === 1) result['type'] = types[0];
    else {
      delete result['type'];
      result['anyOf'] = types.map((name) => ({ type: name }));
    }
  }
  if (Array.isArray(result['enum']) && result['enum'].includes(null)) {
    result['enum'] = result['enum'].filter((member) => member !== null);
    result['nullable'] = true;
  }
  return result;
}

/** `PruefungenController_byId` → the response schema its return type declares (none for void). */
export interface ResponseSchemas {
  byOperation: Map<string, Schema | null>;
  /** Return types no schema could be given to: the generator fails on them. */
  untyped: string[];
}

/**
 * Reads every controller method's declared return type and turns it into a schema: contract types by
 * reference, arrays, unions, null, primitives and inline object types; files as binary.
 */
export function controllerResponseSchemas(
  program: ts.Program,
  contractNames: Set<string>,
  operationId: (controller: string, method: string) => string,
): ResponseSchemas {
  const checker = program.getTypeChecker();
  const byOperation = new Map<string, Schema | null>();
  const untyped: string[] = [];
  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.isDeclarationFile || !sourceFile.fileName.endsWith('.controller.ts')) continue;
    for (const statement of sourceFile.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      const controller = statement.name.text;
      for (const member of statement.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        if (!decoratorNames(member).some((name) => HTTP_DECORATORS.has(name))) continue;
        const id = pinnedOperationId(member) ?? operationId(controller, member.name.text);
        const node = member.type ?? inferredReturnType(checker, member);
        const where = `${sourceFile.fileName.replace(/.*services\/api\//, '')} ${controller}.${member.name.text}`;
        const schema = node ? toSchema(node, contractNames) : undefined;
        if (schema === undefined) untyped.push(`${where}: ${node ? node.getText?.() || 'inferred' : '?'}`);
        else byOperation.set(id, schema);
      }
    }
  }
  return { byOperation, untyped };
}

/** The id an `@ApiOperation({ operationId })` pins (a route kept under its old id after a move). */
function pinnedOperationId(method: ts.MethodDeclaration): string | undefined {
  for (const decorator of ts.getDecorators(method) ?? []) {
    const call = decorator.expression;
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) continue;
    const [options] = call.arguments;
    if (call.expression.text !== 'ApiOperation' || !options || !ts.isObjectLiteralExpression(options))
      continue;
    for (const property of options.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
      if (property.name.text === 'operationId' && ts.isStringLiteralLike(property.initializer))
        return property.initializer.text;
    }
  }
  return undefined;
}

function decoratorNames(node: ts.HasDecorators): string[] {
  return (ts.getDecorators(node) ?? []).flatMap((decorator) => {
    const expression = decorator.expression;
    return ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)
      ? [expression.expression.text]
      : [];
  });
}

function inferredReturnType(checker: ts.TypeChecker, method: ts.MethodDeclaration): ts.TypeNode | undefined {
  const signature = checker.getSignatureFromDeclaration(method);
  if (!signature) return undefined;
  return checker.typeToTypeNode(
    checker.getReturnTypeOfSignature(signature),
    undefined,
    ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.InTypeAlias,
  );
}

/** null: no body (void); undefined: a type this reader does not know. */
function toSchema(node: ts.TypeNode, contracts: Set<string>): Schema | null | undefined {
  if (ts.isParenthesizedTypeNode(node)) return toSchema(node.type, contracts);
  if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.ReadonlyKeyword) {
    return toSchema(node.type, contracts);
  }
  const keyword = KEYWORDS.get(node.kind);
  if (keyword !== undefined) return keyword;
  if (ts.isArrayTypeNode(node)) {
    const items = toSchema(node.elementType, contracts);
    return items ? { type: 'array', items } : undefined;
  }
  if (ts.isUnionTypeNode(node)) {
    const isNull = (member: ts.TypeNode) =>
      ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword;
    const members = node.types
      .filter((member) => !isNull(member))
      .map((member) => toSchema(member, contracts));
    if (members.some((member) => !member)) return undefined;
    const schema: Schema = members.length === 1 ? { ...members[0] } : { oneOf: members };
    if (members.length < node.types.length) {
      return schema['$ref'] ? { allOf: [schema], nullable: true } : { ...schema, nullable: true };
    }
    return schema;
  }
  if (ts.isTypeLiteralNode(node)) {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.type || !ts.isIdentifier(member.name)) return undefined;
      const schema = toSchema(member.type, contracts);
      if (!schema) return undefined;
      properties[member.name.text] = schema;
      if (!member.questionToken) required.push(member.name.text);
    }
    return { type: 'object', properties, required };
  }
  if (ts.isTypeReferenceNode(node)) {
    const name = ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.right.text;
    const [argument] = node.typeArguments ?? [];
    if ((name === 'Promise' || name === 'Array') && argument) {
      const inner = toSchema(argument, contracts);
      return name === 'Array' && inner ? { type: 'array', items: inner } : inner;
    }
    if (name === 'StreamableFile' || name === 'Buffer') return BINARY;
    if (contracts.has(name) && !node.typeArguments) return { $ref: `#/components/schemas/${name}` };
  }
  return undefined;
}

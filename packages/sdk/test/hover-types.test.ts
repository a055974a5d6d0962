import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * What an editor shows on hover is the checker's `typeToString`: compile a
 * small program against the SDK's sources and read the type of each line's
 * variable, as VS Code would show it.
 */
function hovers(lines: Record<string, string>): Record<string, string> {
  const file = `${here}hover-sample.ts`;
  const source = `import { Leadline } from '../src/index.ts';
const client = new Leadline({ baseURL: 'http://x', publicKey: 'a', privateKey: 'b' });
${Object.entries(lines)
  .map(([name, expr]) => `export const ${name} = ${expr};`)
  .join('\n')}
`;
  const config = ts.readConfigFile(`${here}../tsconfig.json`, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, `${here}..`);
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? source : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], { ...parsed.options, noEmit: true }, host);
  const checker = program.getTypeChecker();
  const out: Record<string, string> = {};
  ts.forEachChild(program.getSourceFile(file)!, function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text in lines) {
      out[node.name.text] = checker.typeToString(checker.getTypeAtLocation(node.name));
    }
    ts.forEachChild(node, visit);
  });
  return out;
}

describe('types as editors show them', () => {
  it('names records by their interface, not as a Pick of every column', { timeout: 120_000 }, () => {
    expect(
      hovers({
        shown: 'await client.buyers.show(1)',
        created: "await client.buyerFleets.create({ name: 'East', user_fleet_id: 'east' })",
        page: 'await client.leads.list()',
        some: "await client.buyers.show(1, { columns: ['id', 'name'] })",
        raw: 'await client.buyers.show(1).withResponse()',
      }),
    ).toEqual({
      shown: 'Buyer',
      created: 'BuyerFleet',
      page: 'ListPage<Lead>',
      // The checker orders a union as it met its members.
      some: expect.stringMatching(/^Pick<Buyer, "(id|name)" \| "(id|name)">$/),
      raw: 'WithResponse<Buyer>',
    });
  });
});

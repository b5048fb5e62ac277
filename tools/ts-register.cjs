/**
 * Lets `node -r ./tools/ts-register.cjs script.ts` run TypeScript that boots the Nest app
 * in-process. tsx cannot: esbuild does not emit decorator metadata, so Nest's dependency
 * injection breaks. This compiles each file with TypeScript's own transpiler (as ts-jest does
 * with isolatedModules), using the project's tsconfig compiler options. No type checking here:
 * `npm run typecheck` does that.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const configPath = path.join(__dirname, '../tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, path.dirname(configPath));
const compilerOptions = {
  ...options,
  sourceMap: false,
  inlineSourceMap: true,
  incremental: false,
  tsBuildInfoFile: undefined,
};

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};

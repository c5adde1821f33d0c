import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: fileURLToPath(new URL('../../eslint.config.js', import.meta.url)) });

/**
 * What the repository's own ESLint config says of `source` under rule `ruleId`, linted as the file `filePath`: each
 * finding's line and message. A source the parser cannot read fails, rather than giving no findings.
 */
export async function lintFindings(ruleId: string, source: string, filePath: string): Promise<Array<{ line: number; message: string }>> {
  const [result] = await eslint.lintText(source, { filePath });
  const fatal = result!.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${filePath} could not be linted: ${fatal.map((message) => message.message).join('; ')}`);
  return result!.messages.filter((message) => message.ruleId === ruleId).map(({ line, message }) => ({ line, message }));
}

/**
 * The W3C Nu HTML checker (vnu-jar, Java) over server HTML saved to files: the no-JavaScript
 * document must stay valid (ADR 0072).
 *
 *   expect(await nuErrors(files), 'Nu checker errors').toEqual([]);
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar';

interface NuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** One Java start over all the files; every error with its file, line and extract. */
export async function nuErrors(files: string[]): Promise<string[]> {
  const run = promisify(execFile);
  // vnu exits 1 when it reports errors; the JSON report is on stderr either way.
  const { stderr } = await run('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  const report = JSON.parse(stderr) as { messages: NuMessage[] };
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => `${(m.url ?? '').split('/').pop()}:${m.lastLine ?? ''} ${m.message} ${m.extract ?? ''}`);
}

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import type * as BasicFtp from 'basic-ftp';
import type * as Ssh2 from 'ssh2';
import { whileOutbound } from '../db/request-transaction.js';
import type { UrlGuard } from '../net/url-guard.js';
import { settingsText } from './settings-text.js';

// The FTP and SSH clients load on the first upload, not with the package: a process that never
// uploads a file (every API server) does not hold them (issue 30, RSS).
const load = createRequire(import.meta.url);
const ftpClient = () => (load('basic-ftp') as typeof BasicFtp).Client;
const sshClient = () => (load('ssh2') as typeof Ssh2).Client;

/** A server that does not answer (connect, log in, write) in this long is treated as failed. */
const TIMEOUT_MS = 15_000;

export const FILE_PROTOCOLS = ['sftp', 'ftp', 'ftps'] as const;
export type FileProtocol = (typeof FILE_PROTOCOLS)[number];
export const FILE_FORMATS = ['csv', 'json'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

const DEFAULT_PORTS: Record<FileProtocol, number> = { sftp: 22, ftp: 21, ftps: 21 };

/** Where an `ftp` integration puts files, and how it logs in. */
export interface FileTarget {
  protocol: FileProtocol;
  host: string;
  port: number;
  username: string;
  /** The integration's first secret item: a password, or (SFTP) a PEM private key. */
  secret: string;
  format: FileFormat;
  /** SFTP: the server's host key, as `SHA256:<base64>` (ssh-keygen -l); blank: any key is accepted. */
  hostKeySha256?: string;
}

/**
 * The target an `ftp` integration describes: settings {host, port?,
 * protocol? (sftp, ftp, ftps; default sftp), username, format? (csv, json;
 * default csv), host_key_sha256?} and the password or private key (its first
 * secret item). Returns the target or the problems, each naming the setting.
 */
export function fileTargetOf(
  settings: Record<string, unknown> | null,
  secret: string | null,
): { target: FileTarget } | { problems: string[] } {
  const s = settings ?? {};
  const problems: string[] = [];
  const text = settingsText(settings, problems);
  const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const value = text(name, false) ?? fallback;
    if ((values as readonly string[]).includes(value)) return value as T;
    problems.push(`settings.${name} must be one of ${values.join(', ')}`);
    return fallback;
  };
  const host = text('host', true);
  const username = text('username', true);
  const protocol = oneOf('protocol', FILE_PROTOCOLS, 'sftp');
  const format = oneOf('format', FILE_FORMATS, 'csv');
  const hostKey = text('host_key_sha256', false);
  const port = s.port ?? DEFAULT_PORTS[protocol];
  if (!Number.isInteger(Number(port)) || Number(port) < 1 || Number(port) > 65_535)
    problems.push('settings.port must be a port number, 1 to 65535');
  if (host !== undefined && /[/:@\s]/.test(host.replace(/^\[.*\]$/, '')))
    problems.push('settings.host must be a host name or address, without a scheme, port or path');
  if (!secret) problems.push('a secret item with the password (or SFTP private key) is required');
  if (problems.length > 0 || !host || !username || !secret) return { problems };
  return {
    target: {
      protocol,
      host,
      port: Number(port),
      username,
      secret,
      format,
      ...(hostKey ? { hostKeySha256: hostKey.replace(/^SHA256:/i, '').replace(/=+$/, '') } : {}),
    },
  };
}

/**
 * Writes one file to the target at `path` (folders made as needed), after
 * checking the host's addresses against SSRF and connecting to the checked
 * address itself. Returns the file's location as a URL without credentials.
 */
export async function uploadFile(
  target: FileTarget,
  guard: UrlGuard,
  path: string,
  body: string,
): Promise<{ location: string }> {
  return whileOutbound(async () => {
    const address = await guard.address(target.host);
    if (target.protocol === 'sftp') await sftpPut(target, address, path, body);
    else await ftpPut(target, address, path, body);
    const host = target.host.includes(':') && !target.host.startsWith('[') ? `[${target.host}]` : target.host;
    return { location: `${target.protocol}://${host}:${target.port}/${path.replace(/^\/+/, '')}` };
  });
}

async function ftpPut(target: FileTarget, address: string, path: string, body: string): Promise<void> {
  // Data connections go to the control connection's (checked) address only: a PASV
  // answer naming another host is not followed (basic-ftp's default, kept explicit).
  const client = new (ftpClient())(TIMEOUT_MS, { allowSeparateTransferHost: false });
  try {
    await client.access({
      host: address,
      port: target.port,
      user: target.username,
      password: target.secret,
      secure: target.protocol === 'ftps',
      ...(target.protocol === 'ftps' ? { secureOptions: { servername: target.host } } : {}),
    });
    const dir = posix.dirname(path);
    if (dir !== '.' && dir !== '/') await client.ensureDir(dir);
    await client.uploadFrom(Readable.from([Buffer.from(body, 'utf8')]), posix.basename(path));
  } catch (error) {
    throw new Error(`FTP ${target.host}:${target.port}: ${messageOf(error)}`);
  } finally {
    client.close();
  }
}

function sftpPut(target: FileTarget, address: string, path: string, body: string): Promise<void> {
  const conn = new (sshClient())();
  const isKey = /^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(target.secret.trim());
  const fail = (error: unknown) => new Error(`SFTP ${target.host}:${target.port}: ${messageOf(error)}`);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      conn.end();
      reject(fail(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)));
    }, TIMEOUT_MS);
    const done = (error?: unknown) => {
      clearTimeout(timer);
      conn.end();
      if (error) reject(fail(error));
      else resolve();
    };
    conn.on('error', done);
    conn.on('ready', () => {
      conn.sftp((error, sftp) => {
        if (error) return done(error);
        writeWithFolders(sftp, path, Buffer.from(body, 'utf8')).then(() => done(), done);
      });
    });
    conn.connect({
      host: address,
      port: target.port,
      username: target.username,
      ...(isKey ? { privateKey: target.secret } : { password: target.secret }),
      readyTimeout: TIMEOUT_MS,
      hostVerifier: (key: Buffer) =>
        !target.hostKeySha256 ||
        createHash('sha256').update(key).digest('base64').replace(/=+$/, '') === target.hostKeySha256,
    });
  });
}

/** Makes each missing folder of `path` (one that exists already is fine), then writes the file. */
async function writeWithFolders(sftp: Ssh2.SFTPWrapper, path: string, data: Buffer): Promise<void> {
  const dirs = posix.dirname(path).split('/').filter(Boolean);
  let current = path.startsWith('/') ? '' : '.';
  for (const dir of dirs) {
    current = `${current}/${dir}`;
    const at = current;
    await new Promise<void>((resolve, reject) =>
      sftp.mkdir(at, (error) => {
        if (!error) return resolve();
        // Already there (SFTP says only "failure" for that): ask before giving up.
        sftp.stat(at, (statError, stats) => (statError || !stats.isDirectory() ? reject(error) : resolve()));
      }),
    );
  }
  await new Promise<void>((resolve, reject) =>
    sftp.writeFile(path, data, (error) => (error ? reject(error) : resolve())),
  );
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // ssh2's authentication failure says which methods it tried; say what it means.
  return /All configured authentication methods failed/i.test(message)
    ? 'the server refused the username and password (or key)'
    : message;
}

import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { FtpSrv } from 'ftp-srv';
import { type Connection, Server as SshServer, utils } from 'ssh2';

/** ftp-srv logs through bunyan by default; the tests read the files, not its log. */
const quiet = {
  child: () => quiet,
  trace: () => {},
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  fatal: () => {},
};

/**
 * A real FTP server (ftp-srv) on 127.0.0.1 that accepts one username and
 * password and writes what it receives into a temporary folder.
 */
export async function startFtpServer(login: { username: string; password: string }) {
  const root = await mkdtemp(join(tmpdir(), 'leadline-ftp-'));
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: 30_000 + Math.floor(Math.random() * 20_000),
    pasv_max: 60_000,
    greeting: 'Leadline test FTP',
    log: quiet as never,
  });
  server.on('login', ({ username, password }, resolve, reject) => {
    if (username === login.username && password === login.password) resolve({ root });
    else reject(new Error('Bad credentials'));
  });
  await server.listen();
  const port = ((server as unknown as { server: NetServer }).server.address() as AddressInfo).port;
  return {
    port,
    /** The file's content as uploaded, by path below the login folder; undefined when there is none. */
    read: (path: string) => readFile(join(root, path), 'utf8').catch(() => undefined),
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/**
 * A real SFTP server (ssh2's Server) on 127.0.0.1: password authentication
 * for one user, and the SFTP requests a client needs to make folders and
 * write a file (OPEN, WRITE, CLOSE, MKDIR, STAT), kept in memory.
 */
export async function startSftpServer(login: { username: string; password: string }) {
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const parsed = utils.parseKey(hostKey);
  if (parsed instanceof Error) throw parsed;
  const publicBlob = parsed.getPublicSSH();
  const files = new Map<string, string>();
  const dirs = new Set<string>(['.', '/']);
  const norm = (p: string) => posix.normalize(p).replace(/^\.\//, '').replace(/\/$/, '') || '.';
  const logins: string[] = [];

  const server = new SshServer({ hostKeys: [hostKey] }, (client: Connection) => {
    client.on('error', () => {});
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password') {
        logins.push(ctx.username);
        if (ctx.username === login.username && ctx.password === login.password) return ctx.accept();
      }
      ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const open = new Map<number, { path: string; chunks: Buffer[] }>();
          let next = 0;
          sftp.on('OPEN', (reqid, filename, flags) => {
            const path = norm(filename);
            if (!(flags & OPEN_MODE.WRITE) || !dirs.has(posix.dirname(path))) {
              return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
            }
            const handle = Buffer.alloc(4);
            handle.writeUInt32BE(++next);
            open.set(next, { path, chunks: [] });
            sftp.handle(reqid, handle);
          });
          sftp.on('WRITE', (reqid, handle, _offset, data) => {
            const file = open.get(handle.readUInt32BE(0));
            if (!file) return sftp.status(reqid, STATUS_CODE.FAILURE);
            file.chunks.push(Buffer.from(data));
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('CLOSE', (reqid, handle) => {
            const id = handle.readUInt32BE(0);
            const file = open.get(id);
            open.delete(id);
            if (file) files.set(file.path, Buffer.concat(file.chunks).toString('utf8'));
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('MKDIR', (reqid, path) => {
            const dir = norm(path);
            if (dirs.has(dir) || !dirs.has(posix.dirname(dir)))
              return sftp.status(reqid, STATUS_CODE.FAILURE);
            dirs.add(dir);
            sftp.status(reqid, STATUS_CODE.OK);
          });
          const stat = (reqid: number, path: string) =>
            dirs.has(norm(path))
              ? sftp.attrs(reqid, { mode: 0o40755, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 })
              : sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
          sftp.on('STAT', stat);
          sftp.on('LSTAT', stat);
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** The host key's fingerprint as `ssh-keygen -l` prints it. */
    fingerprint: `SHA256:${createHash('sha256').update(publicBlob).digest('base64').replace(/=+$/, '')}`,
    files,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

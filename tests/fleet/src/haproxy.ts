import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** HAProxy in front of the fleet, configured as deploy/haproxy.cfg is, with quicker checks. */
export interface Balancer {
  base: string;
  /** Each server's state as HAProxy sees it: `UP`, `DOWN`, … by server name. */
  serverStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function configuration(port: number, socket: string, servers: { name: string; port: number }[]): string {
  return `global
    maxconn 2000
    stats socket ${socket} mode 600 level admin

defaults
    mode http
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    retries 1
    option redispatch

frontend marketplace
    bind 127.0.0.1:${port}
    default_backend api

backend api
    balance roundrobin
    option httpchk GET /api/health/ready
    http-check expect status 200
    default-server inter 300ms fall 2 rise 2
${servers.map((server) => `    server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}

/** Asks HAProxy's runtime socket one command; answers what it printed. */
async function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = createConnection(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** Starts HAProxy in the foreground on a free loopback port; resolves once every server is up. */
export async function startBalancer(servers: { name: string; port: number }[]): Promise<Balancer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'fleet-haproxy-'));
  const socket = path.join(folder, 'admin.sock');
  const port = await freePort();
  const file = path.join(folder, 'haproxy.cfg');
  writeFileSync(file, configuration(port, socket, servers));
  let output = '';
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const serverStates = async () => {
    const csv = await ask(socket, 'show stat');
    const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header.split(',');
    const states: Record<string, string> = {};
    for (const row of rows.map((line) => line.split(','))) {
      const record = Object.fromEntries(columns.map((column, index) => [column, row[index] ?? '']));
      if (record.pxname === 'api' && record.svname !== 'BACKEND' && record.svname !== 'FRONTEND') states[record.svname ?? ''] = record.status ?? '';
    }
    return states;
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited with ${child.exitCode}:\n${output}`);
    const states = await serverStates().catch(() => ({}) as Record<string, string>);
    if (servers.every((server) => states[server.name] === 'UP')) break;
    if (Date.now() > deadline) throw new Error(`HAProxy did not see every server up: ${JSON.stringify(states)}\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    serverStates,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

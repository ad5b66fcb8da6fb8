// Several `next start` of one build, as a load balancer's instances are: each on its own copy of
// the dist folder (instances share no disk, so one shared folder would share the on-disk page
// cache and hide whatever is not shared), and nginx (Debian's nginx-light) round-robin in front.
// Used by `npm run preview -- --instances 2`, the two-instance e2e spec and `npm run bench:instances`;
// its config writer also puts HTTPS and HTTP/2 in front of one server (`npm run bench -- --http2`).
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startServer, waitForUrl, type Server } from "./proc";
import { LOOPBACK, nextCommand } from "./shop";

const NGINX = "/usr/sbin/nginx";

/** A copy of the build (`NEXT_DIST_DIR` or .next) for one instance, without the compiler's cache; answers its folder. */
export function copyDist(name: string): string {
  const from = process.env.NEXT_DIST_DIR || ".next";
  const to = `.next-instance-${name}`;
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (p) => p !== path.join(from, "cache") });
  return to;
}

export const removeDist = (name: string) => rmSync(`.next-instance-${name}`, { recursive: true, force: true });

/** `next start` on `port` with its own copy of the build; resolves once it answers. */
export async function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Promise<Server> {
  const command = nextCommand("start", port, LOOPBACK, { ...env, NEXT_DIST_DIR: copyDist(name), PORT: String(port) });
  const server = startServer("next", command.args, command.env);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/health`, 90_000, server.exited);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * One nginx server block: `port` proxied round-robin to `upstreams`; `backups`: upstreams nginx
 * sends to only while every other one is failing (nginx's `backup`: a connection refused, or an
 * answer cut off, marks an upstream failed for 10 s); with `tls`, HTTPS and HTTP/2 (a certificate
 * and its key).
 */
export type NginxServer = { port: number; upstreams: number[]; backups?: number[]; tls?: { cert: string; key: string } };

/**
 * The config of an nginx whose every file (pid, logs, temp paths) is under `dir`: streaming (no
 * buffering), keep-alive to the upstreams. Pure, so the config is tested without an nginx.
 */
export function nginxConfig(dir: string, servers: NginxServer[]): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`).join("\n  ");
  // nginx 1.22 (Debian 12) takes http2 on the listen line (`http2 on;` is 1.25+); ALPN lets a
  // client that offers only HTTP/1.1 still connect.
  const listen = (s: NginxServer) =>
    s.tls ? `listen 127.0.0.1:${s.port} ssl http2;\n    ssl_certificate ${s.tls.cert};\n    ssl_certificate_key ${s.tls.key};` : `listen 127.0.0.1:${s.port};`;
  const blocks = servers.map(
    (s) => `upstream backend_${s.port} {
    ${[...s.upstreams.map((p) => `server 127.0.0.1:${p};`), ...(s.backups ?? []).map((p) => `server 127.0.0.1:${p} backup;`)].join("\n    ")}
    keepalive 32; # idle 60 s, under the instances' 65 s (nextCommand)
  }
  server {
    ${listen(s)}
    client_max_body_size 10m;
    location / {
      proxy_pass http://backend_${s.port};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off; # pages stream (Suspense)
    }
  }`,
  );
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  ${blocks.join("\n  ")}
}
`;
}

/**
 * nginx with its config and files in `dir`, serving `servers`; resolves once `ready` does (it polls
 * the servers), stopping nginx if it fails.
 */
export async function startNginx(dir: string, servers: NginxServer[], ready: (exited: Promise<number>) => Promise<void>): Promise<Server> {
  if (!existsSync(NGINX)) {
    throw new Error("The load balancer is Debian's nginx: apt-get install -y nginx-light (it installs without starting).");
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/nginx.conf`, nginxConfig(dir, servers));
  const server = startServer(NGINX, ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], process.env);
  try {
    await ready(server.exited);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** nginx on `port`, round-robin over the upstream ports (and `backups`), streaming (no buffering), keep-alive to the instances. */
export function startLoadBalancer(port: number, upstreams: number[], { backups = [] }: { backups?: number[] } = {}): Promise<Server> {
  // Its own folder (pid file, logs): balancers on other ports may run at once.
  return startNginx(path.resolve(`.stack/nginx-${port}`), [{ port, upstreams, backups }], (exited) => waitForUrl(`http://127.0.0.1:${port}/api/health`, 10_000, exited));
}

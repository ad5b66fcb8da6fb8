// nginx's config: the load balancer's plain block, and the HTTPS + HTTP/2 blocks of the bench.
import { nginxConfig } from "./instances";

test("a plain block balances over its upstreams, keep-alive, streaming, every file under its folder", () => {
  const conf = nginxConfig("/x/nginx", [{ port: 3000, upstreams: [3001, 3002] }]);
  expect(conf).toContain("pid /x/nginx/nginx.pid;");
  expect(conf).toContain("proxy_temp_path /x/nginx/proxy;");
  expect(conf).toMatch(/upstream backend_3000 \{\s+server 127\.0\.0\.1:3001;\s+server 127\.0\.0\.1:3002;\s+keepalive 32;/);
  expect(conf).toContain("listen 127.0.0.1:3000;");
  expect(conf).toContain("proxy_pass http://backend_3000;");
  expect(conf).toContain("proxy_buffering off;");
  expect(conf).not.toContain("ssl");
});

test("TLS blocks listen with ssl and http2 (nginx 1.22's syntax), each with its own upstream", () => {
  const tls = { cert: "/tmp/c/cert.pem", key: "/tmp/c/key.pem" };
  const conf = nginxConfig("/x/nginx-tls", [
    { port: 43443, upstreams: [43200], tls },
    { port: 43963, upstreams: [43960], tls },
  ]);
  expect(conf).toContain("listen 127.0.0.1:43443 ssl http2;");
  expect(conf).toContain("listen 127.0.0.1:43963 ssl http2;");
  expect(conf.match(/ssl_certificate \/tmp\/c\/cert\.pem;/g)).toHaveLength(2);
  expect(conf.match(/ssl_certificate_key \/tmp\/c\/key\.pem;/g)).toHaveLength(2);
  expect(conf).toMatch(/upstream backend_43443 \{\s+server 127\.0\.0\.1:43200;/);
  expect(conf).toMatch(/upstream backend_43963 \{\s+server 127\.0\.0\.1:43960;/);
  expect(conf).not.toContain("http2 on;");
});

test("a backup upstream is marked so: nginx sends to it only while the others fail", () => {
  const conf = nginxConfig("/x/nginx", [{ port: 3000, upstreams: [3001], backups: [3002] }]);
  expect(conf).toMatch(/upstream backend_3000 \{\s+server 127\.0\.0\.1:3001;\s+server 127\.0\.0\.1:3002 backup;\s+keepalive 32;/);
});

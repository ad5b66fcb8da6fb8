// A TCP proxy on a free local port, for cutting one connection path of a server under test (the
// cache-tag channel's listener, in e2e/instances.spec.ts) while the rest of it keeps working, or
// for keeping a server's answers from its clients (e2e/failover-instances.spec.ts).
import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Drops every open connection and refuses new ones, as a network cut does. */
  cut(): void;
  /** Accepts connections again. */
  restore(): void;
  /**
   * From now on nothing the server sends reaches its clients, not even its closing a connection:
   * the server reads each request and writes its answer in full, as to any client, and the client
   * waits until the proxy is cut or closed.
   */
  hold(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let open = true;
  let holding = false;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.pipe(upstream);
    // Read even while holding (dropped), so the server is never slowed by a full socket.
    upstream.on("data", (chunk: Buffer) => holding || client.write(chunk));
    upstream.on("end", () => holding || client.end());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => holding || client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const cutAll = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      open = false;
      cutAll();
    },
    restore() {
      open = true;
    },
    hold() {
      holding = true;
    },
    close: () =>
      new Promise((resolve) => {
        cutAll();
        server.close(() => resolve());
      }),
  };
}

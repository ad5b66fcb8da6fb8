// Running the shop's server code in plain Node, as jest runs lib/ code: its modules import
// "server-only", which resolves to its empty module here (jest.config.mjs does the same). Node's
// "react-server" condition would do that too, but it refuses react-dom/server, with which placing
// an order renders its emails. Import this module first (before any lib/ module is loaded).
import Module from "node:module";
import path from "node:path";

type Resolver = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolver };
const resolveFilename = loader._resolveFilename;
const EMPTY = path.resolve("node_modules", "server-only", "empty.js"); // run from the repository's root
loader._resolveFilename = (request, ...rest) => resolveFilename(request === "server-only" ? EMPTY : request, ...rest);

/**
 * @jest-environment jsdom
 */
// The account pages' auth context over islands whose code is still loading: a change of the
// sign-in state (the SDK reporting, seconds after the page loaded) must leave their server HTML
// in place, so a button tapped meanwhile is still there to be clicked again (lib/pending-click.ts).
import { act, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { island } from "@/components/ui/island";
import { SIGNED_OUT, type AuthState } from "./auth-client";
import { AuthProvider, useAuth } from "./auth-provider";

// The state's home (auth-client.ts loads the Firebase SDK): a plain store the test changes.
jest.mock("./auth-client", () => {
  const listeners = new Set<() => void>();
  const signedOut: AuthState = { resolved: false, user: null, userInfo: null, profile: null };
  const holder = { state: signedOut };
  return {
    SIGNED_OUT: signedOut,
    authSnapshot: () => holder.state,
    subscribeAuth: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
    startAuth: () => {},
    __set: (next: AuthState) => {
      holder.state = next;
      listeners.forEach((l) => l());
    },
  };
});
const setAuthState = (jest.requireMock("./auth-client") as { __set: (s: AuthState) => void }).__set;
const SIGNED_IN: AuthState = { resolved: true, user: { uid: "u1", email: "a@b.c", displayName: null }, userInfo: { isAdmin: false }, profile: null } as unknown as AuthState;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function CancelButton() {
  return (
    <button type="button" onClick={() => undefined}>
      Cancel order
    </button>
  );
}

function Who() {
  const { resolved, user } = useAuth();
  return <p id="who">{resolved ? (user ? "signed in" : "signed out") : "…"}</p>;
}

function page(Island: (props: object) => React.ReactElement) {
  return (
    <AuthProvider>
      <main>
        <Island />
      </main>
    </AuthProvider>
  );
}

/** The server's HTML for the page: the island rendered in full (its lazy code resolved first). */
async function serverHtml(): Promise<string> {
  const ServerIsland = island(() => Promise.resolve(CancelButton));
  renderToString(page(ServerIsland)); // starts the lazy load
  await Promise.resolve();
  await Promise.resolve();
  return renderToString(page(ServerIsland));
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  setAuthState(SIGNED_OUT);
});

test("a sign-in state change keeps the server HTML of an island still loading, then the island comes alive in it", async () => {
  const html = await serverHtml();
  expect(html).toContain("Cancel order");
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);

  let arrive: (c: ComponentType<object>) => void = () => {};
  const ClientIsland = island(() => new Promise<ComponentType<object>>((resolve) => (arrive = resolve)));
  await act(async () => {
    root = hydrateRoot(container, page(ClientIsland));
  });
  const button = container.querySelector("button");
  expect(button).not.toBeNull();
  expect(container.querySelector("[data-island]")?.getAttribute("data-island")).toBe("");

  // The SDK reports while the island's code is on its way.
  await act(async () => setAuthState(SIGNED_IN));
  expect(container.querySelector("button")).toBe(button);

  await act(async () => arrive(CancelButton));
  expect(container.querySelector("button")).toBe(button);
  expect(container.querySelector("[data-island]")?.getAttribute("data-island")).toBe("live");
});

test("useAuth follows the sign-in state", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(
    <AuthProvider>
      <Who />
    </AuthProvider>,
  );
  await act(async () => {
    root = hydrateRoot(
      container,
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
  });
  expect(container.querySelector("#who")?.textContent).toBe("…");
  await act(async () => setAuthState(SIGNED_IN));
  expect(container.querySelector("#who")?.textContent).toBe("signed in");
  await act(async () => setAuthState({ ...SIGNED_OUT, resolved: true }));
  expect(container.querySelector("#who")?.textContent).toBe("signed out");
});

test("useAuth outside the provider is a programming error", () => {
  const spy = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(() => renderToString(<Who />)).toThrow("useAuth must be used inside <AuthProvider>");
  } finally {
    spy.mockRestore();
  }
});

import {
  ADMIN_HINT_KEY,
  readAdminHint,
  readStoredUser,
  removeStoredUser,
  saveStoredUser,
  setAdminHint,
  toStoredUser,
  USER_STORAGE_KEY,
} from "./auth-storage";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("stored user", () => {
  it("keeps uid, email and display name only, under the key \"user\"", () => {
    const store = memoryStorage();
    const user = toStoredUser({ uid: "u1", email: "a@b.c", displayName: null, ...{ refreshToken: "secret" } } as never);
    saveStoredUser(user, store);
    expect(JSON.parse(store.data.get(USER_STORAGE_KEY)!)).toEqual({ uid: "u1", email: "a@b.c", displayName: null });
    expect(readStoredUser(store)).toEqual(user);
    removeStoredUser(store);
    expect(store.data.has(USER_STORAGE_KEY)).toBe(false);
    expect(readStoredUser(store)).toBeNull();
  });

  it("reads nothing from a foreign or broken value", () => {
    const store = memoryStorage();
    for (const value of ["{", "null", "[]", '{"email":"a@b.c"}']) {
      store.data.set(USER_STORAGE_KEY, value);
      expect(readStoredUser(store)).toBeNull();
    }
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => saveStoredUser({ uid: "u", email: null, displayName: null }, broken)).not.toThrow();
    expect(() => removeStoredUser(broken)).not.toThrow();
    expect(readStoredUser(broken)).toBeNull();
    expect(readAdminHint(broken)).toBe(false);
  });
});

describe("admin hint", () => {
  it("is set and cleared", () => {
    const store = memoryStorage();
    expect(readAdminHint(store)).toBe(false);
    setAdminHint(true, store);
    expect(store.data.get(ADMIN_HINT_KEY)).toBe("1");
    expect(readAdminHint(store)).toBe(true);
    setAdminHint(false, store);
    expect(store.data.has(ADMIN_HINT_KEY)).toBe(false);
  });
});

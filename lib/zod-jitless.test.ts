import { makeZodJitless } from "./zod-jitless";

afterEach(() => {
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
});

it("zod sees jitless whether it loads before or after the switch", async () => {
  await jest.isolateModulesAsync(async () => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    makeZodJitless();
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
  await jest.isolateModulesAsync(async () => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    const { z } = await import("zod");
    expect(z.config().jitless).toBeUndefined();
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
  });
});

it("with it, zod never asks for eval: object schemas still parse", async () => {
  await jest.isolateModulesAsync(async () => {
    makeZodJitless();
    const { z } = await import("zod");
    const asked = jest.spyOn(globalThis, "Function");
    expect(z.object({ a: z.string() }).parse({ a: "x", b: 1 })).toEqual({ a: "x" });
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
  });
});
